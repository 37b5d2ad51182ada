// @vitest-environment jsdom
import type { SessionList } from '@wifi/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SessionsPanel } from '@/features/settings/components/sessions-panel'
import { toast } from '@/lib/toast'
import { initI18n } from './i18n'
import { jsonResponse } from './support/api-answers'
import { renderWithQueryClient } from './support/render-with-query-client'

// Ending a session that fails says so once: the panel's own toast, not also the query client's generic one.

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const sessions: SessionList = {
  items: [
    {
      id: '0d9c5b6a-1e2f-4a3b-8c7d-6e5f4a3b2c1d',
      browser: 'Firefox 133',
      system: 'Windows',
      ip: '203.0.113.7',
      signedInAt: '2026-11-27T08:00:00.000Z',
      lastActiveAt: '2026-11-27T09:00:00.000Z',
      current: true,
    },
    {
      id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      browser: 'Chrome 131',
      system: 'Android 14',
      ip: '198.51.100.4',
      signedInAt: '2026-11-26T08:00:00.000Z',
      lastActiveAt: '2026-11-26T09:00:00.000Z',
      current: false,
    },
  ],
}

const onMutationError = vi.fn()

beforeAll(() => initI18n('en'))
beforeEach(() => {
  vi.clearAllMocks()
  // The list loads; ending a session fails on the server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500) : jsonResponse(sessions),
    ),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a session that cannot be ended', () => {
  it('toasts the panel’s failure once, and not the generic one', async () => {
    renderWithQueryClient(<SessionsPanel />, { onMutationError })

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Chrome 131 · Android 14' }))

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to sign out the session: Something went wrong on our side. Please try again later.',
      ),
    )
    expect(toast.error).toHaveBeenCalledTimes(1)
    expect(onMutationError).not.toHaveBeenCalled()
  })
})
