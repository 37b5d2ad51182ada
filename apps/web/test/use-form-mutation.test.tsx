// @vitest-environment jsdom
import type { ApiErrorBody, User, Venue } from '@wifi/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfileForm } from '@/features/settings/components/profile-form'
import { VenueFormDialog } from '@/features/venues/components/venue-form-dialog'
import { toast } from '@/lib/toast'
import { initI18n } from './i18n'
import { jsonResponse } from './support/api-answers'
import { descriptionOf } from './support/fields'
import { renderWithQueryClient } from './support/render-with-query-client'

// The toasts are what the reader is told, so the test reads them where the forms send them.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const user: User = {
  id: '5b0f8a3e-9a55-4f2b-8f7a-0d2c6b1e4a11',
  email: 'an@example.com',
  username: 'an-le',
  firstname: 'An',
  lastname: 'Le',
  fullName: 'An Le',
  phone: '0901234567',
  role: 'customer',
  status: 'active',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
}

const venue: Venue = {
  id: '0c5e2c1d-8b7a-4e6f-9d3c-2a1b0f9e8d7c',
  name: 'Café Sài Gòn',
  owner: null,
  email: 'cafe@example.com',
  phone: '0281234567',
  address: '1 Lê Lợi, Quận 1',
  website: null,
  status: 'active',
  ssid: 'CafeGuest',
  wifiPassword: null,
  noticeName: null,
  noticeContact: null,
  guestPolicy: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
}

/** The API answering every request with `status` and the contract's error body. */
function serverAnswers(status: number, body: ApiErrorBody) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(body, status)),
  )
}

const onMutationError = vi.fn()
const renderWithClient = (ui: ReactNode) => renderWithQueryClient(ui, { onMutationError })

beforeAll(() => initI18n('en'))
beforeEach(() => vi.clearAllMocks())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a form whose save fails', () => {
  it("puts the server's field errors under those fields, and toasts nothing", async () => {
    serverAnswers(409, {
      code: 'USERNAME_IN_USE',
      message: 'Username taken',
      fields: { username: 'errors:USERNAME_IN_USE' },
    })
    renderWithClient(<ProfileForm user={user} />)

    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }))

    const username = screen.getByLabelText('Username')
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(username)).toContain('This username is already taken.')
    expect(toast.error).not.toHaveBeenCalled()
    expect(onMutationError).not.toHaveBeenCalled()
  })

  it("toasts the spec's text with the reason when no field is named (profile: one line)", async () => {
    serverAnswers(403, { code: 'FORBIDDEN', message: 'Forbidden' })
    renderWithClient(<ProfileForm user={user} />)

    await userEvent.click(screen.getByRole('button', { name: 'Update profile' }))

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update profile: You do not have permission to do this.'),
    )
    expect(toast.error).toHaveBeenCalledTimes(1)
    // The form handled it: the query client's generic toast stays out.
    expect(onMutationError).not.toHaveBeenCalled()
  })

  it('toasts a refusal with the reason under the title (venue)', async () => {
    serverAnswers(409, { code: 'EMAIL_IN_USE', message: 'Email in use' })
    renderWithClient(<VenueFormDialog open onOpenChange={vi.fn()} venue={venue} />)

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update venue', {
        description: 'This email is already in use.',
      }),
    )
    expect(toast.error).toHaveBeenCalledTimes(1)
  })

  it("toasts the form's own text when the server fails or cannot be reached (venue)", async () => {
    serverAnswers(500, { code: 'INTERNAL', message: 'Boom' })
    renderWithClient(<VenueFormDialog open onOpenChange={vi.fn()} venue={venue} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred while saving the venue'))

    vi.mocked(toast.error).mockClear()
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred while saving the venue'))
  })
})

describe('a form whose save succeeds', () => {
  it('runs the caller’s success step and toasts no failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(venue), { headers: { 'content-type': 'application/json' } })),
    )
    const onOpenChange = vi.fn()
    renderWithClient(<VenueFormDialog open onOpenChange={onOpenChange} venue={venue} />)

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Venue updated'))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(toast.error).not.toHaveBeenCalled()
  })
})
