import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type APIRequestContext } from '@playwright/test'

// Test ads through the API (POST /api/advertisements), as the signed-in user whose token is given: the ad is theirs.

export interface AdFields {
  title: string
  description: string
  componentType: 'single_image' | 'multiple_images' | 'video'
  startDate: string
  endDate: string
  isPublic: boolean
  type: 'promotion' | 'brand' | 'event' | 'announcement'
  duration: number
  targetText: string
  hoursFrom: string | null
  hoursTo: string | null
}

export interface Ad {
  id: string
  title: string
  description: string
  startDate: string
  endDate: string
  author: { email: string; fullName: string } | null
}

/** The day `offset` days from today in Vietnam, where the ads' days are read ("yyyy-mm-dd"). */
export function dayFromToday(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short' }).format(
    Date.now() + offset * 86_400_000,
  )
}

/** A day as an operator types it in the ad dialog, in either language: "2026-11-25" → "25/11/2026" (ADR 029). */
export const typedDay = (day: string) => day.split('-').reverse().join('/')

/** An image shipped with the demo (apps/api/demo/media), as test content for uploads. */
export const demoImagePath = (name = 'ca-phe-sua-da.jpg') =>
  fileURLToPath(new URL(`../../apps/api/demo/media/${name}`, import.meta.url))

/** Uploads an image file as the given user (POST /api/media) and answers its media id. */
async function uploadImage(request: APIRequestContext, token: string, path = demoImagePath()) {
  const response = await request.post('/api/media', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    data: readFileSync(path),
  })
  expect(response.status(), `uploading ${path}: ${await response.text()}`).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Creates an ad running from yesterday for a month, with one uploaded image; `fields` override any of it. */
export async function createAd(
  request: APIRequestContext,
  token: string,
  fields: Partial<AdFields> & { title: string },
): Promise<Ad> {
  const componentType = fields.componentType ?? 'single_image'
  const response = await request.post('/api/advertisements', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      description: `Phở bò ngon, ${fields.title}`,
      startDate: dayFromToday(-1),
      endDate: dayFromToday(30),
      ...(componentType === 'video'
        ? { video: { url: 'https://cdn.example.test/pho.mp4' } }
        : { images: [{ mediaId: await uploadImage(request, token), altText: 'Ly cà phê sữa đá' }] }),
      ...fields,
      componentType,
    },
  })
  expect(response.status(), `creating the ad ${fields.title}: ${await response.text()}`).toBe(201)
  return (await response.json()) as Ad
}
