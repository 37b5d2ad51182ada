// @vitest-environment jsdom
import type { Advertisement } from '@wifi/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdDeliveryReportDialog } from '@/features/advertisements/components/ad-delivery-report-dialog'
import { AdRowActions } from '@/features/advertisements/components/ad-row-actions'
import { deliveryReportFileName, lastThirtyDays } from '@/features/advertisements/lib/delivery-report-period'
import { downloadFile } from '@/lib/download'
import { toast } from '@/lib/toast'
import { initI18n } from './i18n'
import { jsonResponse } from './support/api-answers'
import { clearAndType } from './support/fields'
import { renderWithQueryClient } from './support/render-with-query-client'

// The delivery report's dialog with the API stood in by a fetch stub: the period it offers, the file it asks for
// and saves, and a period it refuses before asking.

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/download', () => ({ downloadFile: vi.fn() }))

const ad = { id: '5d0e8a4c-1b2c-4d3e-8f40-123456789abc', title: 'Trà sữa Đà Lạt — giảm 20%!', editable: true }

beforeAll(() => initI18n('en'))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function renderDialog(props: Partial<typeof ad> = {}) {
  const onOpenChange = vi.fn()
  renderWithQueryClient(<AdDeliveryReportDialog open onOpenChange={onOpenChange} ad={{ ...ad, ...props }} />)
  return { onOpenChange }
}

function stubFetch(response: () => Response) {
  const fetchSpy = vi.fn(async (_path: string, _init?: RequestInit) => response())
  vi.stubGlobal('fetch', fetchSpy)
  return fetchSpy
}

describe('the delivery report’s period', () => {
  it('is the last 30 days in Vietnam, today included, until the reader picks another', () => {
    // 01:00 on 29 November in Vietnam, still the 28th in UTC.
    expect(lastThirtyDays(new Date('2026-11-28T18:00:00Z'))).toEqual({ from: '2026-10-31', to: '2026-11-29' })
    expect(lastThirtyDays(new Date('2026-03-01T05:00:00Z'))).toEqual({ from: '2026-01-31', to: '2026-03-01' })
  })

  it('names the file after the ad in plain letters and the period', () => {
    const period = { from: '2026-10-31', to: '2026-11-29' }
    expect(deliveryReportFileName(ad.title, period)).toBe(
      'delivery-report-tra-sua-da-lat-giam-20-2026-10-31-2026-11-29.pdf',
    )
    expect(deliveryReportFileName('¿¡', period)).toBe('delivery-report-2026-10-31-2026-11-29.pdf')
  })
})

describe('the delivery report dialog', () => {
  it('downloads the PDF of the last 30 days by default, in the reader’s language, and closes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T18:00:00Z'))
    const fetchSpy = stubFetch(() => new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }))
    const { onOpenChange } = renderDialog()

    expect(screen.getByRole('dialog', { name: 'Delivery report' }).textContent).toContain(ad.title)
    expect(screen.getByLabelText('From')).toHaveProperty('value', '31/10/2026')
    expect(screen.getByLabelText('To')).toHaveProperty('value', '29/11/2026')
    expect(screen.queryByText(/covers your venues only/)).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const [path, init] = fetchSpy.mock.calls[0]!
    expect(path).toBe(`/api/advertisements/${ad.id}/delivery-report.pdf?from=2026-10-31&to=2026-11-29`)
    expect(init?.headers).toMatchObject({ 'accept-language': 'en' })
    const [name, file] = vi.mocked(downloadFile).mock.calls[0]!
    expect(name).toBe('delivery-report-tra-sua-da-lat-giam-20-2026-10-31-2026-11-29.pdf')
    expect(await file.text()).toBe('%PDF-1.3')
  })

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const fetchSpy = stubFetch(() => new Response(null, { status: 500 }))
    const { onOpenChange } = renderDialog()
    await clearAndType(userEvent, screen.getByLabelText('From'), '10/03/2026')
    await clearAndType(userEvent, screen.getByLabelText('To'), '09/03/2026')
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }))

    expect(
      await screen.findByText('The end day cannot be before the start day, nor more than 366 days after it'),
    ).toBeTruthy()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('says that someone else’s ad covers the reader’s venues only, and toasts a failed download', async () => {
    stubFetch(() => jsonResponse({ code: 'NOT_FOUND', message: 'The advertisement was not found.' }, 404))
    const { onOpenChange } = renderDialog({ editable: false })
    expect(screen.getByText('This ad belongs to someone else: the report covers your venues only.')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not download the delivery report', {
        description: expect.any(String),
      }),
    )
    expect(downloadFile).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('opens from the ad’s row menu with the keyboard, and gives focus back to the menu’s button on closing', async () => {
    renderWithQueryClient(<AdRowActions ad={{ ...ad, editable: false } as Advertisement} />)
    const trigger = screen.getByRole('button', { name: `Actions for ${ad.title}` })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('menuitem', { name: 'Delivery report (PDF)' })
    // Preview first, then the report.
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Delivery report' })).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })
})
