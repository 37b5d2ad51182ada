// @vitest-environment jsdom
import type { GuestTexts, GuestTextVersion } from '@wifi/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GuestTextsPanel } from '@/features/guest-privacy/components/guest-texts-panel'
import { toast } from '@/lib/toast'
import { useAuthStore } from '@/stores/auth-store'
import { initI18n } from './i18n'
import { jsonResponse, validationFailed } from './support/api-answers'
import { clearAndType } from './support/fields'
import { renderWithQueryClient } from './support/render-with-query-client'

// Settings → Guest privacy → Texts with the API stood in by a fetch stub: what the panel says about the product's
// default texts, and the publish dialog's way back to its fields when the server refuses one (which the browser
// tests cannot provoke: the form's own rules refuse first).

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

let i18n: Awaited<ReturnType<typeof initI18n>>
beforeAll(async () => {
  i18n = await initI18n('en')
})

const version = (fields: Partial<GuestTextVersion> & Pick<GuestTextVersion, 'kind'>): GuestTextVersion => ({
  id: crypto.randomUUID(),
  version: 1,
  bodyVi: '## Điều khoản\n\nNội dung.',
  bodyEn: '## Terms\n\nText.',
  operatorName: 'Đơn vị vận hành Wi-Fi',
  operatorContact: 'https://wifi.example.vn',
  contentHash: 'ab'.repeat(32),
  publishedAt: '2026-11-25T11:05:00.000Z',
  publishedBy: null,
  ...fields,
})

const texts: GuestTexts = {
  terms: version({ kind: 'terms', version: 1, publishedBy: null }),
  privacy: version({ kind: 'privacy', version: 3, publishedBy: 'lan@quan.vn', contentHash: 'cd'.repeat(32) }),
  history: [],
  retentionDays: { guestSessions: 90, consents: 730, adReports: 365 },
}

/** The API: the texts, and a publish answered by `publish`. */
function stubApi(publish: (body: unknown) => Response) {
  const fetchSpy = vi.fn(async (path: string, init?: RequestInit) =>
    init?.method === 'POST' ? publish(JSON.parse(String(init.body))) : jsonResponse(texts),
  )
  vi.stubGlobal('fetch', fetchSpy)
  return fetchSpy
}

function renderPanel() {
  renderWithQueryClient(<GuestTextsPanel />)
}

beforeEach(async () => {
  vi.clearAllMocks()
  await i18n.changeLanguage('en')
  useAuthStore.setState({ accessToken: 'a-token' })
  // The desktop layout: useIsMobile asks matchMedia, which jsdom lacks.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the Texts tab', () => {
  it('names the text still at the product’s default, who published the other, and the retention', async () => {
    stubApi(() => jsonResponse({}, 500))
    renderPanel()
    expect(await screen.findByText("Guests are reading the product's default Terms of use")).toBeTruthy()
    const terms = screen.getByRole('region', { name: 'Terms of use' })
    expect(within(terms).getByText("The product's default text")).toBeTruthy()
    expect(within(terms).getByText('abababababab')).toBeTruthy()
    const privacy = screen.getByRole('region', { name: 'Privacy notice' })
    expect(within(privacy).getByText('Version 3')).toBeTruthy()
    expect(within(privacy).getByText('lan@quan.vn')).toBeTruthy()
    expect(screen.getByText('730 days')).toBeTruthy()
  })

  it('says so in Vietnamese', async () => {
    await i18n.changeLanguage('vi')
    stubApi(() => jsonResponse({}, 500))
    renderPanel()
    expect(await screen.findByText('Khách đang đọc Điều khoản sử dụng mặc định của sản phẩm')).toBeTruthy()
    expect(screen.getByText('365 ngày')).toBeTruthy()
  })

  it('brings the form back with the server’s message under its field when the server refuses one', async () => {
    const fetchSpy = stubApi(() =>
      validationFailed('Invalid input', { operatorContact: 'validation:operatorContactRequired' }),
    )
    renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit and publish: Privacy notice' }))
    const dialog = screen.getByRole('dialog', { name: 'Privacy notice: new version 4' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(
      within(dialog).getByText('Publishing a new version: every guest is asked to agree to it from their next visit.'),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }))

    const contact = await within(dialog).findByLabelText("Operator's contact")
    await waitFor(() => expect(contact.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText('Please enter a contact')).toBeTruthy()
    expect(document.activeElement).toBe(contact)
    expect(toast.error).not.toHaveBeenCalled()
    const posted = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posted.map(([path]) => path)).toEqual(['/api/guest-texts/privacy'])
  })

  it('publishes what was typed and names the new version in its toast', async () => {
    const fetchSpy = stubApi((body) => jsonResponse({ ...texts.privacy, ...(body as object), version: 4 }, 201))
    renderPanel()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit and publish: Privacy notice' }))
    const dialog = screen.getByRole('dialog')
    await clearAndType(userEvent, within(dialog).getByLabelText("Operator's name"), 'Công ty TNHH Cà phê Sáng')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Privacy notice version 4 published'))
    const [, init] = fetchSpy.mock.calls.find(([, call]) => call?.method === 'POST')!
    expect(JSON.parse(String(init!.body))).toEqual({
      bodyVi: texts.privacy.bodyVi,
      bodyEn: texts.privacy.bodyEn,
      operatorName: 'Công ty TNHH Cà phê Sáng',
      operatorContact: texts.privacy.operatorContact,
    })
  })
})
