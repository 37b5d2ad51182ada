// @vitest-environment jsdom
import { passkeyPaths, secondFactorPaths } from '@wifi/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { TotpEnrolment } from '@/components/second-factors/totp-enrolment'
import { AuthenticatorAppPanel } from '@/features/settings/components/authenticator-app-panel'
import { PasskeyNameDialog } from '@/features/settings/components/passkey-name-dialog'
import { PasskeysPanel } from '@/features/settings/components/passkeys-panel'
import { useAuthStore } from '@/stores/auth-store'
import { initI18n } from './i18n'
import { jsonResponse } from './support/api-answers'
import { renderWithQueryClient } from './support/render-with-query-client'

// Settings → Security sends what the API asks for when a sign-in step is added or confirmed again
// (docs/decisions/045): nothing at first, the current password once the API answers CURRENT_PASSWORD_REQUIRED, and
// the password to confirm again a passkey or an app a password reset set aside.

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
// jsdom has no authenticator: the browser's prompt answers a made-up credential, which the API's answer accepts here.
vi.mock('@/lib/webauthn', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/webauthn')>()),
  createPasskey: vi.fn(async () => ({ id: 'credential-id' })),
}))

beforeAll(async () => {
  await initI18n('en')
})

type Answer = (path: string, init: RequestInit | undefined) => Response | undefined
let answer: Answer
const fetchSpy = vi.fn(async (path: string, init?: RequestInit) => answer(path, init) ?? jsonResponse({ items: [] }))
/** The requests sent to `path` with `method`, as their parsed bodies (undefined when none). */
const sent = (method: string, path: string) =>
  fetchSpy.mock.calls
    .filter(([to, init]) => to === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined))

beforeEach(() => {
  vi.clearAllMocks()
  vi.stubGlobal('fetch', fetchSpy)
  useAuthStore.setState({ accessToken: 'a-token' })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' }
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`)

describe('starting an authenticator app', () => {
  it('sends nothing first, then the current password once the API asks for it', async () => {
    answer = (path, init) => {
      if (path !== secondFactorPaths.totp) return undefined
      const body = JSON.parse(String(init?.body)) as { password?: string }
      if (body.password === 'My-password1') return jsonResponse(setup)
      return jsonResponse(
        {
          code: 'CURRENT_PASSWORD_REQUIRED',
          message: 'Enter your current password to add a passkey or an authenticator app.',
        },
        403,
      )
    }
    renderWithQueryClient(<TotpEnrolment onFinished={vi.fn()} />)

    await userEvent.click(screen.getByRole('button', { name: 'Show the QR code' }))
    const password = await screen.findByLabelText('Your password')
    expect(screen.getByText(/enter your current password to add a sign-in step/)).toBeTruthy()
    await userEvent.type(password, 'My-password1')
    await userEvent.click(screen.getByRole('button', { name: 'Show the QR code' }))

    await screen.findByRole('heading', { name: 'Scan the QR code with your app' })
    expect(sent('POST', secondFactorPaths.totp)).toEqual([{}, { password: 'My-password1' }])
  })
})

describe('adding a passkey', () => {
  it('sends nothing first, then the current password once the API asks for it', async () => {
    const passwordRequired = jsonResponse(
      {
        code: 'CURRENT_PASSWORD_REQUIRED',
        message: 'Enter your current password to add a passkey or an authenticator app.',
      },
      403,
    )
    answer = (path, init) => {
      if (path === passkeyPaths.myPasskeyRegistrationOptions) {
        const body = JSON.parse(String(init?.body)) as { password?: string }
        return body.password === 'My-password1' ? jsonResponse({ challenge: 'x' }) : passwordRequired
      }
      if (path === passkeyPaths.myPasskeys && init?.method === 'POST') {
        return jsonResponse({ id: 'p1', name: 'Laptop', createdAt: '2026-12-07T08:00:00.000Z', lastUsedAt: null }, 201)
      }
      return undefined
    }
    const onOpenChange = vi.fn()
    renderWithQueryClient(<PasskeyNameDialog open onOpenChange={onOpenChange} />)

    await userEvent.type(screen.getByLabelText('Name'), 'Laptop')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    const password = await screen.findByLabelText('Your password')
    await waitFor(() => expect(document.activeElement).toBe(password))
    await userEvent.type(password, 'My-password1')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sent('POST', passkeyPaths.myPasskeyRegistrationOptions)).toStrictEqual([{}, { password: 'My-password1' }])
  })
})

describe('a sign-in step a password reset set aside', () => {
  it('confirms the authenticator app again with the password, and shows the new recovery codes', async () => {
    answer = (path) => {
      if (path === secondFactorPaths.secondFactors) {
        return jsonResponse({
          strongFactorRequired: false,
          totp: { enrolledAt: '2026-12-01T08:00:00.000Z', recoveryCodesLeft: 10, needsConfirmation: true },
        })
      }
      if (path === secondFactorPaths.totpConfirmAgain) return jsonResponse({ recoveryCodes })
      return undefined
    }
    renderWithQueryClient(<AuthenticatorAppPanel />)

    expect(await screen.findByText('Awaiting confirmation')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the app' }))
    await userEvent.type(await screen.findByLabelText('Your password'), 'New-password2')
    await userEvent.click(screen.getAllByRole('button', { name: 'Confirm the app' }).at(-1) as HTMLElement)

    await screen.findByRole('heading', { name: 'Your recovery codes' })
    expect(sent('POST', secondFactorPaths.totpConfirmAgain)).toEqual([{ password: 'New-password2' }])
  })

  it('confirms a passkey again with the password', async () => {
    const passkey = {
      id: '7f4f6a1e-8a8b-4c4d-9e9f-0a1b2c3d4e5f',
      name: 'Laptop',
      createdAt: '2026-12-01T08:00:00.000Z',
      lastUsedAt: null,
      needsConfirmation: true,
    }
    answer = (path) => {
      if (path === passkeyPaths.myPasskeys) return jsonResponse({ items: [passkey] })
      if (path === passkeyPaths.myPasskeyConfirmation(passkey.id)) {
        return jsonResponse({ ...passkey, needsConfirmation: false })
      }
      return undefined
    }
    renderWithQueryClient(<PasskeysPanel />)

    expect(await screen.findByText('Awaiting confirmation')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Laptop' }))
    await userEvent.type(await screen.findByLabelText('Your password'), 'New-password2')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))

    await waitFor(() =>
      expect(sent('POST', passkeyPaths.myPasskeyConfirmation(passkey.id))).toEqual([{ password: 'New-password2' }]),
    )
  })
})
