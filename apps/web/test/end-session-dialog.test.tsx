// @vitest-environment jsdom
import type { EndGuestSessionResult, GuestSession } from '@wifi/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EndSessionDialog } from '@/features/guest-sessions/components/end-session-dialog'
import { api } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { initI18n } from './i18n'

// What the reader is told after ending a guest's session depends on what the gateway did: the toasts are read where
// the dialog sends them, and the API's answer is made up here.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/api-client', () => ({ api: vi.fn() }))

const online: GuestSession = {
  handle: '0b7c1d2e-0000-4000-8000-000000000001',
  venueId: '0b7c1d2e-0000-4000-8000-000000000002',
  venueName: 'Cà phê Sáng',
  accessPointId: '0b7c1d2e-0000-4000-8000-000000000003',
  accessPointName: 'ap-cafe-1',
  gatewayKind: 'chilli',
  deviceLabel: '0B7C1D',
  startedAt: '2026-11-27T10:00:00.000Z',
  endedAt: null,
  durationSeconds: 600,
  bytesDown: 0,
  bytesUp: 0,
  endCause: null,
  returning: false,
  policy: null,
}
const answer = (outcome: EndGuestSessionResult['outcome'], session: Partial<GuestSession>): EndGuestSessionResult => ({
  outcome,
  session: { ...online, ...session },
})

function renderDialog() {
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EndSessionDialog session={online} onClose={onClose} />
    </QueryClientProvider>,
  )
  return { onClose }
}

beforeAll(() => initI18n('en'))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('ending a guest’s session', () => {
  it('names the guest and the venue, and posts to the session’s end', async () => {
    vi.mocked(api).mockResolvedValue(answer('ended', { endedAt: '2026-11-27T10:10:00.000Z', endCause: 'operator' }))
    const { onClose } = renderDialog()
    expect(screen.getByRole('dialog', { name: 'End this guest’s session?' }).textContent).toContain(
      'Guest 0B7C1D at Cà phê Sáng is disconnected at once.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'End session' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api).toHaveBeenCalledWith('POST', `/api/guest-sessions/${online.handle}/end`)
    expect(toast.success).toHaveBeenCalledWith('The session has ended.')
  })

  it('says when the gateway had already let the guest go, and when an access point has yet to run the request', async () => {
    vi.mocked(api).mockResolvedValueOnce(answer('ended', { endedAt: '2026-11-27T10:10:00.000Z', endCause: 'lost' }))
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'End session' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The gateway had already let this guest go: the session is closed.'),
    )
    cleanup()

    vi.mocked(api).mockResolvedValueOnce(answer('requested', {}))
    renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'End session' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'The access point has the request and ends the session as soon as it runs it.',
      ),
    )
  })

  it('toasts a failure in words and stays open for another try', async () => {
    vi.mocked(api).mockRejectedValue(
      new ApiError(502, { code: 'GATEWAY_NO_ANSWER', message: 'The access point did not answer at 10.0.0.9:3799' }),
    )
    const { onClose } = renderDialog()
    await userEvent.click(screen.getByRole('button', { name: 'End session' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The session could not be ended', {
        description: 'The access point did not answer. Check that it is online and try again.',
      }),
    )
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'End session' })).toHaveProperty('disabled', false)
  })
})
