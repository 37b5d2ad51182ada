import { expect, type APIRequestContext, type Locator } from '@playwright/test'

// A venue's ads through the API (/api/venues/:id/ads), for staging and checking what the manage-venue-ads dialog
// does, as the user whose token is given.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Assigns the ads to the venue, as the dialog's Assign does. */
export async function assignAds(request: APIRequestContext, token: string, venueId: string, adIds: string[]) {
  const response = await request.post(`/api/venues/${venueId}/ads/assign`, { headers: bearer(token), data: { adIds } })
  expect(response.status(), `assigning ads to ${venueId}: ${await response.text()}`).toBe(200)
}

/** The titles of the venue's assigned ads among those matching `search`, sorted. */
export async function assignedTitles(
  request: APIRequestContext,
  token: string,
  venueId: string,
  search: string,
): Promise<string[]> {
  const response = await request.get(`/api/venues/${venueId}/ads?q=${encodeURIComponent(search)}&pageSize=100`, {
    headers: bearer(token),
  })
  expect(response.status(), `listing the ads of ${venueId}: ${await response.text()}`).toBe(200)
  const { items } = (await response.json()) as { items: { title: string; assigned: boolean }[] }
  return items
    .filter((ad) => ad.assigned)
    .map((ad) => ad.title)
    .sort()
}

/** Deletes an ad, as its author or an admin elsewhere might while a dialog lists it. */
export async function deleteAd(request: APIRequestContext, token: string, adId: string) {
  const response = await request.delete(`/api/advertisements/${adId}`, { headers: bearer(token) })
  expect(response.status(), `deleting the ad ${adId}: ${await response.text()}`).toBe(200)
}

/** The manage-venue-ads dialog's rows (table rows on wide screens, list items on phones), one per ad. */
export function adRows(dialog: Locator): Locator {
  return dialog.locator('tbody tr, ul > li').filter({ has: dialog.page().getByRole('checkbox') })
}

/** The row of one ad in the dialog. */
export function adRow(dialog: Locator, title: string): Locator {
  return adRows(dialog).filter({ hasText: title })
}
