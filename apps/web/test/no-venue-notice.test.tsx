// @vitest-environment jsdom
import type { User, VenueMembership } from '@wifi/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EmptyListState, NoVenueNotice } from '@/components/no-venue-notice'
import { api } from '@/lib/api-client'
import { initI18n } from './i18n'
import { renderWithQueryClient } from './support/render-with-query-client'

// A customer in no venue is told whom to ask instead of "add a venue", which only admins do (docs/decisions/056).
vi.mock('@/lib/api-client', () => ({ api: vi.fn() }))

const user = (role: User['role']): User => ({
  id: '0b7c1d2e-0000-4000-8000-000000000021',
  email: 'chu.quan@example.vn',
  username: null,
  firstname: 'Lan',
  lastname: 'Trần',
  fullName: 'Lan Trần',
  phone: null,
  role,
  status: 'active',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
})

const membership = (answer: VenueMembership) => vi.mocked(api).mockResolvedValue(answer)

beforeAll(() => initI18n('en'))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

describe('the empty state of a customer without a venue', () => {
  it('says whom to ask, with a ready email naming the account', async () => {
    membership({ venues: 0, askEmail: 'ho-tro@example.vn' })
    renderWithQueryClient(<EmptyListState>No venues match.</EmptyListState>, { signedIn: user('customer') })
    expect(await screen.findByText('You are not in a venue yet')).toBeTruthy()
    const paragraph = screen.getByText(/Your account is not a member of any venue/)
    expect(paragraph.textContent).toBe(
      'Your account is not a member of any venue, so there is nothing to show here yet. Ask an administrator to add you to your venue: write to ho-tro@example.vn, naming your venue and the email you sign in with.',
    )
    const link = screen.getByRole('link', { name: 'ho-tro@example.vn' })
    expect(link.getAttribute('href')).toBe(
      'mailto:ho-tro@example.vn?subject=Please%20add%20me%20to%20my%20venue&body=Hello%2C%20please%20add%20my%20account%20chu.quan%40example.vn%20to%20my%20venue%3A%20',
    )
    expect(screen.queryByText('No venues match.')).toBeNull()
  })

  it('asks the administrator without an address when the server names none, in Vietnamese too', async () => {
    await initI18n('vi')
    membership({ venues: 0, askEmail: null })
    renderWithQueryClient(<NoVenueNotice />, { signedIn: user('customer') })
    expect(await screen.findByText('Bạn chưa thuộc địa điểm nào')).toBeTruthy()
    expect(
      screen.getByText(
        'Tài khoản của bạn chưa là thành viên của địa điểm nào nên ở đây chưa có gì để hiển thị. Hãy nhờ quản trị viên vận hành dịch vụ này thêm bạn vào địa điểm của bạn, ghi rõ tên địa điểm và email bạn dùng để đăng nhập.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    await initI18n('en')
  })

  it('keeps the list’s own words for a customer with a venue, and never asks for an admin', async () => {
    membership({ venues: 2, askEmail: 'ho-tro@example.vn' })
    renderWithQueryClient(<EmptyListState>No venues match.</EmptyListState>, { signedIn: user('customer') })
    await waitFor(() => expect(vi.mocked(api)).toHaveBeenCalledTimes(1))
    // The answer is in (the next turn): a member still reads the list's words.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.getByText('No venues match.')).toBeTruthy()
    expect(screen.queryByText('You are not in a venue yet')).toBeNull()
    cleanup()

    renderWithQueryClient(<EmptyListState>No venues match, or add a venue.</EmptyListState>, {
      signedIn: user('admin'),
    })
    expect(await screen.findByText('No venues match, or add a venue.')).toBeTruthy()
    expect(vi.mocked(api)).toHaveBeenCalledTimes(1)
  })
})
