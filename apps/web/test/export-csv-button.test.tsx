// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ExportCsvButton } from '@/components/export-csv-button'
import { downloadFile } from '@/lib/download'
import { initI18n } from './i18n'
import { renderWithQueryClient } from './support/render-with-query-client'

// The Export CSV button saves the file under the name the server gives it (docs/decisions/054): what it holds, its
// period, filters and time zone, which the page could not know.

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/lib/download', () => ({ downloadFile: vi.fn() }))

beforeAll(() => initI18n('vi'))
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
  vi.unstubAllGlobals()
})

const csv = '\uFEFF# Địa điểm · Không lọc\r\nTên\r\n'

function stubFetch(headers: Record<string, string>) {
  const fetchSpy = vi.fn(async (_path: string, _init?: RequestInit) => new Response(csv, { headers }))
  vi.stubGlobal('fetch', fetchSpy)
  return fetchSpy
}

describe('Export CSV', () => {
  it('saves the file under the server’s name, asked for in the console’s language', async () => {
    const name = 'dia-diem_2026-11-27_trang-thai-hoat-dong_UTC+07.csv'
    const fetchSpy = stubFetch({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
    })
    renderWithQueryClient(<ExportCsvButton path="/api/venues/export?status=active" />)

    await userEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1))
    const [path, init] = fetchSpy.mock.calls[0]!
    expect(path).toBe('/api/venues/export?status=active')
    expect(init?.headers).toMatchObject({ 'accept-language': 'vi' })
    const [savedAs, file] = vi.mocked(downloadFile).mock.calls[0]!
    expect(savedAs).toBe(name)
    // Byte for byte, its byte-order mark included (text() would drop it).
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...Buffer.from(csv, 'utf8')])
  })

  it('still saves a file the server did not name', async () => {
    stubFetch({ 'content-type': 'text/csv; charset=utf-8' })
    renderWithQueryClient(<ExportCsvButton path="/api/venues/export" />)
    await userEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('export.csv', expect.anything()))
  })
})
