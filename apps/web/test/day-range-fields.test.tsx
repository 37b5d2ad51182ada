// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DayRangeFields } from '@/components/date-field/day-range-fields'
import { initI18n } from './i18n'
import { clearAndType } from './support/fields'

type Days = { from: string | undefined; to: string | undefined }

/** The toolbar's days as a list page holds them: in the address, which catches up when the test says so. */
function renderDays(initial: Days) {
  const onChange = vi.fn<(next: Days) => void>()
  const fields = (days: Days) => <DayRangeFields {...days} fromLabel="From" toLabel="To" onChange={onChange} />
  const view = render(fields(initial))
  return { onChange, user: userEvent.setup(), addressShows: (days: Days) => view.rerender(fields(days)) }
}

afterEach(cleanup)

describe('a list’s day range, whose address catches up late', () => {
  beforeEach(() => initI18n('en'))

  it('keeps what was typed after a day was handed on, and the refusal under it, when the address catches up', async () => {
    const { onChange, user, addressShows } = renderDays({ from: undefined, to: undefined })
    const to = screen.getByLabelText('To')
    await clearAndType(user, to, '7/12/2026')
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined, to: '2026-12-07' })
    await clearAndType(user, to, '31/02/2026')
    await user.tab()
    const refusal = 'Please enter a date as dd/mm/yyyy, such as 25/11/2026'
    expect(await screen.findByText(refusal)).toBeTruthy()

    addressShows({ from: undefined, to: '2026-12-07' })
    expect(to).toHaveProperty('value', '31/02/2026')
    expect(screen.getByText(refusal)).toBeTruthy()
  })

  it('shows a change made elsewhere, such as Clear filters', async () => {
    const { onChange, user, addressShows } = renderDays({ from: '2026-12-01', to: undefined })
    const from = screen.getByLabelText('From')
    expect(from).toHaveProperty('value', '01/12/2026')
    await clearAndType(user, screen.getByLabelText('To'), '7/12/2026')
    addressShows({ from: '2026-12-01', to: '2026-12-07' })

    addressShows({ from: undefined, to: undefined })
    expect(from).toHaveProperty('value', '')
    expect(screen.getByLabelText('To')).toHaveProperty('value', '')
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
