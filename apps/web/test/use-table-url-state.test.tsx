// @vitest-environment jsdom
import { venueListQuerySchema } from '@wifi/contract'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TableStatePatch } from '@/components/data-table/types'
import { useTableUrlState } from '@/hooks/use-table-url-state'

let onStateChange: (patch: TableStatePatch) => void = () => {}

/** Shows the state the hook read, and hands its setter to the test. */
function Probe() {
  const tableState = useTableUrlState()
  onStateChange = tableState.onStateChange
  return <output>{JSON.stringify(tableState.state)}</output>
}

/** A list route like the venues page's: its search validated by the list API's own schema. */
async function renderAt(url: string) {
  const rootRoute = createRootRoute()
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/places',
    validateSearch: venueListQuerySchema,
    component: Probe,
  })
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history })
  render(<RouterProvider router={router} />)
  await screen.findByRole('status')
  return { router, history, shownState: () => JSON.parse(screen.getByRole('status').textContent ?? '') as unknown }
}

async function change(patch: TableStatePatch) {
  await act(async () => onStateChange(patch))
}

// The router restores the scroll position on navigation, which jsdom does not implement.
beforeAll(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}))
afterEach(cleanup)

describe('the table state in the URL', () => {
  it('reads page, size, sort, search and filters from the URL', async () => {
    const { shownState } = await renderAt(
      '/places?page=2&pageSize=20&sort=name&order=asc&q=ph%E1%BB%9F&status=inactive',
    )
    expect(shownState()).toEqual({
      page: 2,
      pageSize: 20,
      sort: 'name',
      order: 'asc',
      q: 'phở',
      filters: { status: ['inactive'] },
    })
  })

  it("falls back to the first page and the route's defaults when the URL says nothing", async () => {
    const { shownState } = await renderAt('/places')
    expect(shownState()).toEqual({ page: 1, pageSize: 10, sort: 'createdAt', order: 'desc', filters: {} })
  })

  it('goes to another page keeping everything else, in place of the current history entry', async () => {
    const { router, history } = await renderAt('/places?page=2&sort=name&order=asc&q=cafe')
    const entries = history.length

    await change({ page: 3 })

    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 3, sort: 'name', q: 'cafe' }))
    expect(history.length).toBe(entries)
  })

  it('starts again at the first page when the search, sort or filters change', async () => {
    const { router } = await renderAt('/places?page=4&q=cafe')

    await change({ q: 'pho' })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'pho', page: 1 }))

    await change({ page: 2 })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }))
    await change({ sort: 'name', order: 'desc' })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'name', order: 'desc', page: 1 }))

    await change({ page: 2 })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }))
    await change({ filters: { status: ['active'] } })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: ['active'], page: 1 }))
  })

  it('takes an emptied search or filter out of the URL', async () => {
    const { router, shownState } = await renderAt('/places?q=cafe&status=active,inactive')

    await change({ q: '', filters: { status: [] } })

    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('q'))
    expect(router.state.location.search).not.toHaveProperty('status')
    expect(shownState()).toMatchObject({ filters: {} })
    expect(shownState()).not.toHaveProperty('q')
  })
})
