// @vitest-environment jsdom
import type { AccessPoint } from '@wifi/contract'
import { cleanup, render, screen, within } from '@testing-library/react'
import i18n from 'i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataTable } from '@/components/data-table/data-table'
import { TooltipProvider } from '@/components/ui/tooltip'
import { accessPointColumns } from '@/features/access-points/components/access-point-columns'
import { formatDate, formatDateTime } from '@/lib/console-dates'
import { initI18n } from './i18n'

// The ⋯ menu reads the signed-in user and the router; these tests read the cells beside it.
vi.mock('@/features/access-points/components/access-point-row-actions', () => ({ AccessPointRowActions: () => null }))

const point: AccessPoint = {
  id: '0b7c1d2e-0000-4000-8000-000000000001',
  openwispDeviceId: '0b7c1d2e-0000-4000-8000-000000000002',
  deviceCode: 'AP1',
  name: 'ap-cafe-1',
  venueId: null,
  venueName: null,
  organization: '0b7c1d2e-0000-4000-8000-000000000003',
  organizationName: null,
  group: null,
  healthStatus: 'online',
  monitoringStatus: 'ok',
  configStatus: 'configured',
  errorReason: null,
  macAddress: '00:11:22:33:44:55',
  ipAddress: null,
  ssid: null,
  model: 'TL-WR841N',
  firmware: '23.05',
  system: 'OpenWrt',
  backend: null,
  note: '',
  status: 'active',
  latitude: null,
  longitude: null,
  removedAt: null,
  // 18:05 in the test's own time zone, as the reader's browser would show it.
  lastSyncedAt: new Date(2026, 10, 25, 18, 5).toISOString(),
  createdAt: new Date(2026, 10, 1, 9, 0).toISOString(),
  updatedAt: new Date(2026, 10, 20, 7, 30).toISOString(),
}

/** The access point's row as the list shows it in `language`, with its cells by column heading. */
async function rowIn(language: 'vi' | 'en') {
  await i18n.changeLanguage(language)
  const dates = {
    date: (iso: string) => formatDate(iso, language),
    dateTime: (iso: string) => formatDateTime(iso, language),
  }
  render(
    <TooltipProvider>
      <DataTable<AccessPoint>
        columns={accessPointColumns(i18n.t, dates)}
        data={[point]}
        total={1}
        state={{ page: 1, pageSize: 10, filters: {} }}
        onStateChange={vi.fn()}
        caption="Access Points"
        tableId="access-point-columns-test"
      />
    </TooltipProvider>,
  )
  const [heading, row] = within(screen.getByRole('table')).getAllByRole('row')
  const titles = within(heading!)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
  const cells = within(row!).getAllByRole('cell')
  return (title: string) => cells[titles.indexOf(title)]?.textContent
}

beforeAll(() => initI18n('en'))
beforeEach(() => {
  // The desktop layout (a table, not cards): useIsMobile asks matchMedia, which jsdom lacks.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  // The cut names measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the access point list', () => {
  it('says when it last synced to the minute, in English and in Vietnamese', async () => {
    expect((await rowIn('en'))('Last synced')).toBe('25 Nov 2026, 18:05')
    cleanup()
    expect((await rowIn('vi'))('Đồng bộ lần cuối')).toBe('18:05 25/11/2026')
  })
})
