// @vitest-environment jsdom
import type { User, UserListItem } from '@wifi/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { UserRowActions } from '@/features/users/components/user-row-actions'
import { api } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { toast } from '@/lib/toast'
import { initI18n } from './i18n'
import { renderWithQueryClient } from './support/render-with-query-client'

// A user's row menu offers what may be done for their account (issue 24): the dialogs say what happens, the toasts
// name the user, and focus goes back to the menu's button. The API's answers are made up here.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/api-client', () => ({ api: vi.fn() }))

const lan: UserListItem = {
  id: '0b7c1d2e-0000-4000-8000-000000000011',
  email: 'lan@example.vn',
  username: 'lan',
  firstname: 'Lan',
  lastname: 'Trần',
  fullName: 'Lan Trần',
  phone: null,
  role: 'customer',
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  authenticatorApp: true,
  passkeys: 1,
  lastActiveAt: '2026-11-27T08:00:00.000Z',
  locked: true,
}

function renderMenu(user: UserListItem, signedIn?: User) {
  renderWithQueryClient(<UserRowActions user={user} />, { signedIn })
  return screen.getByRole('button', { name: `Actions for ${user.fullName}` })
}

async function openMenu(trigger: HTMLElement) {
  trigger.focus()
  await userEvent.keyboard('{Enter}')
  await screen.findByRole('menuitem', { name: 'Edit' })
  return screen.getAllByRole('menuitem').map((item) => item.textContent)
}

beforeAll(() => initI18n('en'))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('a user’s account care from their row', () => {
  it('offers Unlock only while locked, Reset second factors only with a factor, and neither care on oneself', async () => {
    expect(await openMenu(renderMenu(lan))).toEqual([
      'End all sessions',
      'Unlock',
      'Reset second factors',
      'Edit',
      'Delete',
    ])
    cleanup()
    expect(await openMenu(renderMenu({ ...lan, locked: false, authenticatorApp: false, passkeys: 0 }))).toEqual([
      'End all sessions',
      'Edit',
      'Delete',
    ])
    cleanup()
    expect(await openMenu(renderMenu(lan, lan))).toEqual(['Unlock', 'Edit'])
  })

  it('resets the second factors after saying what happens, names the user and gives focus back', async () => {
    vi.mocked(api).mockResolvedValue({ ok: true })
    const trigger = renderMenu(lan)
    await openMenu(trigger)
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reset second factors' }))
    const dialog = screen.getByRole('dialog', { name: 'Reset this user’s second factors?' })
    expect(dialog.textContent).toContain(
      'This removes the authenticator app, recovery codes and passkeys of Lan Trần and signs them out everywhere.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Reset second factors' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api).toHaveBeenCalledWith('POST', `/api/users/${lan.id}/reset-second-factors`)
    expect(toast.success).toHaveBeenCalledWith('Lan Trần’s second factors were reset; they have been emailed.')
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('ends the sessions and unlocks, each with its toast; a failure is told and the dialog stays', async () => {
    vi.mocked(api).mockResolvedValueOnce({ ended: 2 })
    await openMenu(renderMenu(lan))
    await userEvent.click(screen.getByRole('menuitem', { name: 'End all sessions' }))
    await userEvent.click(screen.getByRole('button', { name: 'End all sessions' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lan Trần was signed out everywhere.'))
    expect(api).toHaveBeenCalledWith('POST', `/api/users/${lan.id}/end-sessions`)
    cleanup()

    vi.mocked(api).mockRejectedValueOnce(
      new ApiError(409, { code: 'OWN_ACCOUNT_CARE', message: 'Change your own sign-in steps in Settings → Security.' }),
    )
    await openMenu(renderMenu(lan))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Unlock' }))
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not unlock Lan Trần', {
        description: 'Change your own sign-in steps in Settings → Security.',
      }),
    )
    expect(screen.getByRole('dialog', { name: 'Unlock this user’s sign-in?' })).toBeTruthy()
  })
})
