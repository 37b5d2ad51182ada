import type { Page } from '@playwright/test'
import { apiPaths } from '@wifi/contract'
import { appUrl } from './servers.ts'

/**
 * Gives the access points map a tile server that fails, as one out of reach does: the map's answer names it (the e2e
 * server itself has none, MAP_TILE_URL=none), and every tile request to it is refused.
 */
export async function failingTileServer(page: Page) {
  await page.route(
    (url) => url.pathname === apiPaths.accessPointsMap,
    async (route) => {
      const response = await route.fetch()
      const map = (await response.json()) as Record<string, unknown>
      await route.fulfill({
        response,
        json: { ...map, tiles: { url: `${appUrl}/failing-tiles/{z}/{x}/{y}.png`, attribution: 'Failing tiles' } },
      })
    },
  )
  await page.route('**/failing-tiles/**', (route) => route.abort('connectionrefused'))
}
