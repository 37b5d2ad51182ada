// @vitest-environment jsdom
import type { ColumnDef } from '@tanstack/react-table'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DataTable } from '@/components/data-table/data-table'
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header'
import type { TableState, TableStatePatch } from '@/components/data-table/types'
import { initI18n } from './i18n'

interface Place {
  id: string
  name: string
  city: string
}

const places: Place[] = [
  { id: 'p1', name: 'Café Sài Gòn', city: 'Hồ Chí Minh' },
  { id: 'p2', name: 'Phở Hà Nội', city: 'Hà Nội' },
  { id: 'p3', name: 'Bánh Mì Hội An', city: 'Hội An' },
]

const columns: ColumnDef<Place, unknown>[] = [
  {
    id: 'name',
    accessorKey: 'name',
    header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
  },
  { id: 'city', accessorKey: 'city', header: 'City', enableSorting: false },
]

const firstPage: TableState = { page: 1, pageSize: 10, filters: {} }

function renderTable(props: { data?: Place[]; total?: number; state?: TableState } = {}) {
  const onStateChange = vi.fn<(patch: TableStatePatch) => void>()
  const { data = places, total = places.length, state = firstPage } = props
  const table = (current: TableState) => (
    <DataTable
      columns={columns}
      data={data}
      total={total}
      state={current}
      onStateChange={onStateChange}
      getRowId={(place) => place.id}
      caption="Places"
      tableId="places-test"
    />
  )
  const { rerender } = render(table(state))
  return { onStateChange, showState: (next: TableState) => rerender(table(next)) }
}

const nameHeading = () => screen.getByRole('columnheader', { name: /Name/ })

beforeAll(() => initI18n('en'))
beforeEach(() => {
  // The desktop layout (a table, not cards): useIsMobile asks matchMedia, which jsdom lacks.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the data table', () => {
  it('shows the rows it is given, in order, under its caption', () => {
    renderTable()
    const table = screen.getByRole('table', { name: 'Places' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Café Sài Gòn', 'Hồ Chí Minh'],
      ['Phở Hà Nội', 'Hà Nội'],
      ['Bánh Mì Hội An', 'Hội An'],
    ])
    expect(screen.getByText('3 rows')).toBeTruthy()
  })

  it('says so when there are no rows', () => {
    renderTable({ data: [], total: 0 })
    const table = screen.getByRole('table', { name: 'Places' })
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(within(table).getByText('No results.')).toBeTruthy()
    expect(screen.getByText('0 rows')).toBeTruthy()
  })

  it("says a failed load in the rows' place, with a Try again that reads the rows again", async () => {
    const onRetry = vi.fn()
    render(
      <DataTable
        columns={columns}
        data={[]}
        total={0}
        state={firstPage}
        onStateChange={vi.fn()}
        caption="Places"
        tableId="places-test"
        emptyState="Nothing here yet."
        error="The places could not be loaded."
        onRetry={onRetry}
      />,
    )
    const table = screen.getByRole('table', { name: 'Places' })
    expect(within(table).getByRole('alert').textContent).toContain('The places could not be loaded.')
    expect(within(table).queryByText('Nothing here yet.')).toBeNull()
    await userEvent.click(within(table).getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('cycles a sortable heading through ascending, descending and unsorted, and marks the order', async () => {
    const { onStateChange, showState } = renderTable()
    expect(nameHeading().getAttribute('aria-sort')).toBe('none')
    // A heading that does not sort is not a button and has no order.
    expect(screen.getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort')).toBeNull()
    expect(within(screen.getByRole('columnheader', { name: 'City' })).queryByRole('button')).toBeNull()

    await userEvent.click(within(nameHeading()).getByRole('button', { name: /Name/ }))
    expect(onStateChange).toHaveBeenLastCalledWith({ sort: 'name', order: 'asc' })

    showState({ ...firstPage, sort: 'name', order: 'asc' })
    expect(nameHeading().getAttribute('aria-sort')).toBe('ascending')
    await userEvent.click(within(nameHeading()).getByRole('button', { name: /Name/ }))
    expect(onStateChange).toHaveBeenLastCalledWith({ sort: 'name', order: 'desc' })

    showState({ ...firstPage, sort: 'name', order: 'desc' })
    expect(nameHeading().getAttribute('aria-sort')).toBe('descending')
    await userEvent.click(within(nameHeading()).getByRole('button', { name: /Name/ }))
    expect(onStateChange).toHaveBeenLastCalledWith({ sort: undefined, order: undefined })
  })

  it('asks for the first, previous, next and last page, and shows where it is', async () => {
    const { onStateChange, showState } = renderTable({ total: 45 })
    expect(screen.getByText('Page 1 of 5')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to first page' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveProperty('disabled', true)

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Go to last page' }))
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 5 })

    showState({ ...firstPage, page: 3 })
    expect(screen.getByText('Page 3 of 5')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }))
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 2 })
    await userEvent.click(screen.getByRole('button', { name: 'Go to first page' }))
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 1 })

    showState({ ...firstPage, page: 5 })
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Go to last page' })).toHaveProperty('disabled', true)
  })
})

/** A table with row selection whose ticks are held as a page would hold them, across a change of page. */
function SelectingTable({ pages, disabled = false }: { pages: Place[][]; disabled?: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['elsewhere']))
  const [page, setPage] = useState(1)
  return (
    <>
      <DataTable
        columns={columns}
        data={pages[page - 1] ?? []}
        total={pages.flat().length}
        state={{ ...firstPage, pageSize: 3, page }}
        onStateChange={(patch) => setPage(patch.page ?? 1)}
        getRowId={(place) => place.id}
        caption="Places"
        tableId="places-selection-test"
        selection={{
          selected,
          onSelectedChange: setSelected,
          rowLabel: (place) => `Select ${place.name}`,
          pageLabel: 'Select this page',
          disabled,
        }}
      />
      <output>{[...selected].sort().join(',')}</output>
    </>
  )
}

describe('the data table’s row selection', () => {
  const ticked = () => document.querySelector('output')?.textContent
  const box = (name: string) => screen.getByRole('checkbox', { name })

  // Many clicks: given time for a machine busy with a build.
  it('ticks rows one by one and the page at once, keeping ticks made on other pages', { timeout: 20_000 }, async () => {
    const user = userEvent.setup()
    render(<SelectingTable pages={[places, [{ id: 'p4', name: 'Cơm Tấm', city: 'Cần Thơ' }]]} />)
    await user.click(box('Select Phở Hà Nội'))
    expect(ticked()).toBe('elsewhere,p2')
    expect(box('Select this page').getAttribute('aria-checked')).toBe('mixed')

    // A mixed box ticks the rest of the page; a ticked one unticks the page, and only the page.
    await user.click(box('Select this page'))
    expect(ticked()).toBe('elsewhere,p1,p2,p3')
    expect(box('Select this page').getAttribute('aria-checked')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Go to next page' }))
    await user.click(box('Select Cơm Tấm'))
    expect(ticked()).toBe('elsewhere,p1,p2,p3,p4')
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }))
    expect(box('Select Café Sài Gòn').getAttribute('aria-checked')).toBe('true')
    await user.click(box('Select this page'))
    expect(ticked()).toBe('elsewhere,p4')
  })

  it('holds the ticks while disabled (an action on them is under way)', async () => {
    const user = userEvent.setup()
    render(<SelectingTable pages={[places]} disabled />)
    expect(box('Select Café Sài Gòn')).toHaveProperty('disabled', true)
    expect(box('Select this page')).toHaveProperty('disabled', true)
    await user.click(box('Select Café Sài Gòn'))
    expect(ticked()).toBe('elsewhere')
  })
})
