// @vitest-environment jsdom
import type { GuestPolicySettings, Role, User, Venue } from '@wifi/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { VenueGuestPolicyDialog } from '@/features/venues/components/venue-guest-policy-dialog'
import { toast } from '@/lib/toast'
import { useAuthStore } from '@/stores/auth-store'
import { initI18n } from './i18n'
import { jsonResponse, validationFailed } from './support/api-answers'
import { clearAndType } from './support/fields'
import { renderWithQueryClient } from './support/render-with-query-client'

// A venue's guest access policy dialog with the API stood in by a fetch stub: the admins' limits said under a
// customer's fields and held before sending, the server's refusal back under its field (which the browser tests
// cannot provoke: the dialog refuses first), and the way back to the default.

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

let i18n: Awaited<ReturnType<typeof initI18n>>
beforeAll(async () => {
  i18n = await initI18n('en')
})

const settings: GuestPolicySettings = {
  default: {
    sessionMinutes: 60,
    idleMinutes: 15,
    downloadKbps: null,
    uploadKbps: null,
    dataQuotaMb: 500,
    adAgainAfterHours: null,
  },
  customerLimits: {
    sessionMinutes: 120,
    idleMinutes: null,
    downloadKbps: null,
    uploadKbps: null,
    dataQuotaMb: 2048,
    adAgainAfterHours: null,
  },
}

const venue: Venue = {
  id: 'c3b0a1d2-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  name: 'Cà phê Hiên Nhà',
  owner: null,
  email: 'hien.nha@example.vn',
  phone: '0901234567',
  address: '12 Hàng Bông, Hà Nội',
  website: null,
  status: 'active',
  ssid: 'HienNha-Guest',
  wifiPassword: null,
  noticeName: null,
  noticeContact: null,
  guestPolicy: null,
  createdAt: '2026-11-01T03:04:05.000Z',
  updatedAt: '2026-11-01T03:04:05.000Z',
}

/** The API: the policy settings, and a venue write answered by `write`. */
function stubApi(write: (method: string, body: unknown) => Response) {
  const fetchSpy = vi.fn(async (_path: string, init?: RequestInit) =>
    init?.method === 'PUT' || init?.method === 'DELETE'
      ? write(init.method, init.body === undefined ? undefined : JSON.parse(String(init.body)))
      : jsonResponse(settings),
  )
  vi.stubGlobal('fetch', fetchSpy)
  return fetchSpy
}

const writes = (fetchSpy: ReturnType<typeof stubApi>) =>
  fetchSpy.mock.calls.filter(([, init]) => init?.method !== undefined && init.method !== 'GET')

const signedIn = (role: Role): User => ({
  id: '7d1e2f3a-0000-4000-8000-000000000001',
  email: `${role}@example.vn`,
  username: null,
  firstname: null,
  lastname: null,
  fullName: role,
  phone: null,
  role,
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
})

function renderDialog({ venue, role }: { venue: Venue; role: Role }) {
  const onOpenChange = vi.fn()
  renderWithQueryClient(<VenueGuestPolicyDialog open onOpenChange={onOpenChange} venue={venue} />, {
    signedIn: signedIn(role),
  })
  return onOpenChange
}

beforeEach(async () => {
  vi.clearAllMocks()
  await i18n.changeLanguage('en')
  useAuthStore.setState({ accessToken: 'a-token' })
  // Radix's radio group measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function chooseOwnPolicy() {
  const dialog = await screen.findByRole('dialog', { name: 'Guest access policy: Cà phê Hiên Nhà' })
  await userEvent.click(await within(dialog).findByRole('radio', { name: /Own policy for this venue/ }))
  return dialog
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label)

describe('a venue’s guest access policy dialog', () => {
  it('shows the service default a venue follows, with what each gateway receives for it', async () => {
    stubApi(() => jsonResponse({}, 500))
    renderDialog({ venue, role: 'customer' })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('radio', { name: /Use the service default/ })).toHaveProperty(
      'ariaChecked',
      'true',
    )
    const summary = within(dialog).getByRole('region', { name: 'The service default' })
    expect(within(summary).getByText('60 minutes')).toBeTruthy()
    expect(within(summary).getByText('Every visit')).toBeTruthy()
    expect(within(dialog).getByText('3600 0 0 512000 512000')).toBeTruthy()
  })

  it('says a customer’s limits under their fields and refuses what is above them before sending it', async () => {
    const fetchSpy = stubApi(() => jsonResponse(venue))
    renderDialog({ venue, role: 'customer' })
    const dialog = await chooseOwnPolicy()
    expect(within(dialog).getByText('Your administrator allows at most 120 minutes.')).toBeTruthy()
    expect(within(dialog).getByText('Your administrator allows at most 2,048 MB.')).toBeTruthy()
    const length = field(dialog, 'Session length (minutes)')
    await clearAndType(userEvent, length, '180')
    await userEvent.clear(field(dialog, 'Data quota (MB)'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(length.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getAllByText('Above the limit your administrator allows')).toHaveLength(2)
    expect(field(dialog, 'Data quota (MB)').getAttribute('aria-invalid')).toBe('true')
    expect(writes(fetchSpy)).toEqual([])
  })

  it('brings the server’s refusal back under its field, without a toast', async () => {
    const fetchSpy = stubApi(() =>
      validationFailed('Some values are above what the administrators allow.', {
        idleMinutes: 'validation:policyAboveLimit',
      }),
    )
    renderDialog({ venue, role: 'customer' })
    const dialog = await chooseOwnPolicy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    const idle = field(dialog, 'Idle timeout (minutes)')
    await waitFor(() => expect(idle.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText('Above the limit your administrator allows')).toBeTruthy()
    expect(toast.error).not.toHaveBeenCalled()
    expect(writes(fetchSpy).map(([path, init]) => `${init!.method} ${path}`)).toEqual([
      `PUT /api/venues/${venue.id}/guest-policy`,
    ])
  })

  it('sends an admin’s policy as typed, any value, and names the venue in its toast', async () => {
    const fetchSpy = stubApi((_method, body) => jsonResponse({ ...venue, guestPolicy: body }))
    const onOpenChange = renderDialog({ venue, role: 'admin' })
    const dialog = await chooseOwnPolicy()
    expect(within(dialog).queryByText(/Your administrator allows/)).toBeNull()
    await clearAndType(userEvent, field(dialog, 'Session length (minutes)'), '1.440')
    await userEvent.type(field(dialog, 'Download speed (kbit/s)'), '4096')
    await userEvent.clear(field(dialog, 'Data quota (MB)'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Guest access policy saved for Cà phê Hiên Nhà'))
    const [, init] = writes(fetchSpy)[0]!
    expect(JSON.parse(String(init!.body))).toEqual({
      sessionMinutes: 1440,
      idleMinutes: 15,
      downloadKbps: 4096,
      uploadKbps: null,
      dataQuotaMb: null,
      adAgainAfterHours: null,
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('takes a venue back to the default with DELETE', async () => {
    const fetchSpy = stubApi(() => jsonResponse(venue))
    renderDialog({ venue: { ...venue, guestPolicy: { ...settings.default, sessionMinutes: 90 } }, role: 'customer' })
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByDisplayValue('90')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('radio', { name: /Use the service default/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cà phê Hiên Nhà now uses the service default'))
    expect(writes(fetchSpy).map(([path, init]) => `${init!.method} ${path}`)).toEqual([
      `DELETE /api/venues/${venue.id}/guest-policy`,
    ])
  })
})
