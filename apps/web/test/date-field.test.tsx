// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { adInputSchema, type AdInput } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DateField } from '@/components/date-field/date-field'
import { TimeField } from '@/components/date-field/time-field'
import { Form } from '@/components/ui/form'
import { initI18n } from './i18n'
import { clearAndType } from './support/fields'

const ad: AdInput = {
  title: 'Cà phê sữa đá',
  description: 'Giảm 20%',
  componentType: 'video',
  duration: 7,
  startDate: '2026-11-25',
  endDate: '2026-12-31',
  isPublic: false,
  ctaText: '',
  ctaUrl: '',
  targetText: '',
  type: 'promotion',
  images: [],
  video: { url: 'https://video.example.com/ca-phe.mp4', title: '', description: '' },
  hoursFrom: '06:00',
  hoursTo: '18:30',
  weight: 1,
}

/** The ad form's schedule fields under the ad's real schema; what it would send is handed to `onSave`. */
function Schedule({ onSave }: { onSave: (values: AdInput) => void }) {
  const form = useForm({ resolver: zodResolver(adInputSchema), defaultValues: ad })
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => onSave(values as AdInput))} noValidate>
        <DateField control={form.control} name="startDate" label="Start date" />
        <TimeField control={form.control} name="hoursFrom" label="From" />
        <TimeField control={form.control} name="hoursTo" label="Until" />
        <button type="submit">Save</button>
      </form>
    </Form>
  )
}

function renderSchedule() {
  const onSave = vi.fn<(values: AdInput) => void>()
  render(<Schedule onSave={onSave} />)
  return { onSave, user: userEvent.setup() }
}

beforeEach(() => {
  // The browser says en-US, the console says Vietnamese: the console wins.
  vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US', 'en'] })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the date and time fields in Vietnamese, in an en-US browser', () => {
  beforeEach(() => initI18n('vi'))

  it('shows the ad’s day as dd/mm/yyyy and its hours in 24 hours, not as the browser would', () => {
    renderSchedule()
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '25/11/2026')
    expect(screen.getByLabelText('Until')).toHaveProperty('value', '18:30')
    expect(screen.getByLabelText('Start date')).toHaveProperty('placeholder', 'dd/mm/yyyy')
  })

  it('saves a typed day and time in the API’s form, shown back as written', async () => {
    const { onSave, user } = renderSchedule()
    const day = screen.getByLabelText('Start date')
    await clearAndType(user, day, '5/12/2026')
    const from = screen.getByLabelText('From')
    await clearAndType(user, from, '7h15')
    await user.tab()
    expect(day).toHaveProperty('value', '05/12/2026')
    expect(from).toHaveProperty('value', '07:15')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce())
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ startDate: '2026-12-05', hoursFrom: '07:15' })
  })

  it('refuses a day it cannot read with the message that says how to write one', async () => {
    const { onSave, user } = renderSchedule()
    const day = screen.getByLabelText('Start date')
    await clearAndType(user, day, '11/25/2026')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Vui lòng nhập ngày dạng dd/mm/yyyy, ví dụ 25/11/2026')).toBeTruthy()
    expect(day.getAttribute('aria-invalid')).toBe('true')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('refuses a time it cannot read, and takes an emptied pair as all day', async () => {
    const { onSave, user } = renderSchedule()
    const from = screen.getByLabelText('From')
    await clearAndType(user, from, '6 PM')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Vui lòng nhập giờ dạng 08:00')).toBeTruthy()
    await user.clear(from)
    await user.clear(screen.getByLabelText('Until'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce())
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ hoursFrom: null, hoursTo: null })
  })

  it('opens a calendar in Vietnamese, Monday first, on the chosen day, and picks with the keyboard', async () => {
    const { onSave, user } = renderSchedule()
    const opener = screen.getByRole('button', { name: 'Mở lịch: Start date' })
    await user.click(opener)
    const grid = await screen.findByRole('grid', { name: 'Tháng 11 năm 2026' })
    expect(within(grid).getAllByRole('columnheader')[0]?.textContent).toContain('T2')
    const chosen = within(grid).getByRole('button', { name: 'Thứ Tư, 25 tháng 11, 2026' })
    await waitFor(() => expect(document.activeElement).toBe(chosen))
    // A week on, then a day back: 1 December, in the next month's grid.
    await user.keyboard('{ArrowDown}{ArrowLeft}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thứ Ba, 1 tháng 12, 2026')
    expect(screen.getByRole('grid', { name: 'Tháng 12 năm 2026' })).toBeTruthy()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '01/12/2026')
    await waitFor(() => expect(document.activeElement).toBe(opener))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce())
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ startDate: '2026-12-01' })
  })

  it('closes the calendar on Escape without a change, the focus back on its button', async () => {
    const { user } = renderSchedule()
    const opener = screen.getByRole('button', { name: 'Mở lịch: Start date' })
    await user.click(opener)
    await screen.findByRole('grid')
    await user.keyboard('{ArrowRight}{Escape}')
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull())
    expect(document.activeElement).toBe(opener)
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '25/11/2026')
  })
})

describe('the calendar in English', () => {
  beforeEach(() => initI18n('en'))

  it('names its month and days in English, still Monday first, and moves by month on Page Down', async () => {
    const { user } = renderSchedule()
    await user.click(screen.getByRole('button', { name: 'Open calendar: Start date' }))
    const grid = await screen.findByRole('grid', { name: 'November 2026' })
    expect(within(grid).getAllByRole('columnheader')[0]?.textContent).toContain('Mon')
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday, 25 November 2026'))
    await user.keyboard('{PageDown}')
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, 25 December 2026')
  })
})
