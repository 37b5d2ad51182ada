import { randomUUID } from 'node:crypto'
import { adSchema, apiPaths, type AdInput, type Advertisement, type Media } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadGuestAdCandidates } from '../src/guest/ad-selection/guest-ads.ts'
import { storeImage } from '../src/modules/media/store-image.ts'
import { adInput, auditOf, dayFromToday, uniqueTag } from './support/management.ts'
import { pngImage, sampleImageId, storeSampleImage } from './support/media.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession } = useTestApp()

// Issue 19, point 4: an administrator made a customer's ad public (it then runs at every venue without an ad of its
// own), and the customer changed its title, image and call-to-action to a phishing address; it stayed public. What
// guests see in a public ad is reviewed content (docs/decisions/023): anyone else's change to it takes the ad out
// of public until an administrator makes it public again.

let adminToken: string
let customer: { email: string; token: string }
let otherImage: Media

beforeAll(async () => {
  await storeSampleImage(db())
  otherImage = await storeImage(db(), await pngImage(320, 240), { uploadedBy: null })
  adminToken = (await userWithSession({ role: 'admin' })).token
  const signedIn = await userWithSession({ firstname: 'Hoa', lastname: uniqueTag() })
  customer = { email: signedIn.user.email, token: signedIn.token }
})

const read = (id: string, token = adminToken) => api.request('GET', apiPaths.advertisement(id), { token })
const patch = (id: string, body: unknown, token = adminToken) =>
  api.request('PATCH', apiPaths.advertisement(id), { token, body })

/** The customer's ad, made public by an administrator (only they may). */
async function publicAdOfCustomer(overrides: Partial<AdInput> = {}): Promise<Advertisement> {
  const tag = uniqueTag()
  const input = adInput(tag, {
    title: `Phở Hòa ${tag}`,
    ctaText: 'Xem thực đơn',
    ctaUrl: 'https://pho-hoa.example.test/menu',
    targetText: 'phở bò',
    images: [{ mediaId: sampleImageId(), altText: 'Tô phở bò', title: 'Phở bò', description: 'Nước dùng 12 giờ' }],
    ...overrides,
  })
  const created = await api.request('POST', apiPaths.advertisements, { token: customer.token, body: input })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const published = await patch(created.body.id, { isPublic: true })
  expect(published.status).toBe(200)
  return adSchema.parse(published.body)
}

/** What the console's edit form sends: every field as it found the ad, the public flag included. */
function formOf(ad: Advertisement) {
  const {
    id: _id,
    status: _status,
    author: _author,
    editable: _editable,
    takenDown: _takenDown,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  } = ad
  return { ...fields, images: ad.images.map(({ media: _media, ...image }) => image) }
}

/** Whether the ad is among the public ads the captive page picks from for a venue without ads of its own. */
async function runsEverywhere(id: string): Promise<boolean> {
  const candidates = await loadGuestAdCandidates(db(), randomUUID(), new Date())
  return candidates.publicAds.some((ad) => ad.id === id)
}

/** The newest audit entry of the ad. */
async function lastChange(id: string) {
  const [entry] = (await auditOf(api, adminToken, id)).body.items
  return entry
}

describe("a customer's change to what guests see in their public ad", () => {
  it('takes the phishing edit of issue 19 (title, image, call-to-action) out of public, and records why', async () => {
    const ad = await publicAdOfCustomer()
    expect(await runsEverywhere(ad.id)).toBe(true)

    const phishing = {
      ...formOf(ad),
      title: 'Đăng nhập lại Wi-Fi để nhận quà',
      images: [{ mediaId: otherImage.id, altText: 'Trang đăng nhập', title: null, description: null }],
      ctaText: 'Đăng nhập',
      ctaUrl: 'https://wifi-login.phishing.example.test/',
    }
    const response = await patch(ad.id, phishing, customer.token)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    // The change is saved, and the answer says the ad is no longer public.
    expect(response.body).toMatchObject({ title: phishing.title, ctaUrl: phishing.ctaUrl, isPublic: false })
    expect((await read(ad.id)).body).toMatchObject({ ctaUrl: phishing.ctaUrl, isPublic: false })
    expect(await runsEverywhere(ad.id)).toBe(false)
    // Still the customer's to see and edit.
    expect((await read(ad.id, customer.token)).body).toMatchObject({ isPublic: false, editable: true })

    const entry = await lastChange(ad.id)
    expect(entry).toMatchObject({ action: 'update', entity: 'advertisement', actorEmail: customer.email })
    expect(entry.changes).toMatchObject({
      title: [ad.title, phishing.title],
      ctaUrl: [ad.ctaUrl, phishing.ctaUrl],
      isPublic: [true, false],
      withdrawnForReview: [null, true],
    })
  })

  it.each<[string, (ad: Advertisement) => Partial<AdInput>]>([
    ['the title', () => ({ title: 'Quà tặng cho khách Wi-Fi' })],
    ['the description', () => ({ description: 'Nhập mật khẩu ngân hàng để nhận quà' })],
    ['the image', (ad) => ({ images: [{ ...formOf(ad).images[0]!, mediaId: otherImage.id }] })],
    ["an image's alt text", (ad) => ({ images: [{ ...formOf(ad).images[0]!, altText: 'Trang đăng nhập' }] })],
    ["an image's title", (ad) => ({ images: [{ ...formOf(ad).images[0]!, title: 'Đăng nhập ngay' }] })],
    ["an image's description", (ad) => ({ images: [{ ...formOf(ad).images[0]!, description: 'Nhập mã OTP' }] })],
    [
      'a second image',
      (ad) => ({ componentType: 'multiple_images', images: [...formOf(ad).images, ...otherImages()] }),
    ],
    ['the media kind, to a video', () => ({ componentType: 'video', video: { url: 'https://v.example.test/x.mp4' } })],
    ['the call-to-action text', () => ({ ctaText: 'Nhận quà' })],
    ['the call-to-action address', () => ({ ctaUrl: 'https://phishing.example.test/' })],
    ['the call-to-action, removed', () => ({ ctaText: null, ctaUrl: null })],
    ['the task', () => ({ targetText: 'mat khau wifi' })],
    ['the countdown', () => ({ duration: 300 })],
  ])('takes it out of public when it changes %s', async (_what, change) => {
    const ad = await publicAdOfCustomer()
    const response = await patch(ad.id, { ...formOf(ad), ...change(ad) }, customer.token)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.isPublic).toBe(false)
    expect(await runsEverywhere(ad.id)).toBe(false)
    expect((await lastChange(ad.id)).changes).toMatchObject({
      isPublic: [true, false],
      withdrawnForReview: [null, true],
    })
  })

  it.each([
    ['the video address', { url: 'https://phishing.example.test/login.mp4' }],
    ["the video's title", { title: 'Đăng nhập lại' }],
    ["the video's description", { description: 'Nhập mật khẩu' }],
  ])('takes a video ad out of public when it changes %s', async (_what, change) => {
    const video = { url: 'https://video.example.test/pho.mp4', title: 'Phở', description: 'Bếp phở' }
    const ad = await publicAdOfCustomer({ componentType: 'video', video, images: [] })
    const response = await patch(ad.id, { ...formOf(ad), video: { ...video, ...change } }, customer.token)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.isPublic).toBe(false)
  })

  it('keeps it public through changes guests do not see: the schedule, the hours, the weight, the type', async () => {
    const ad = await publicAdOfCustomer()
    // The form sends everything as it found it; only these differ.
    const response = await patch(
      ad.id,
      {
        ...formOf(ad),
        startDate: dayFromToday(0),
        endDate: dayFromToday(60),
        hoursFrom: '07:00',
        hoursTo: '22:00',
        weight: 4,
        type: 'event',
      },
      customer.token,
    )
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({ weight: 4, type: 'event', isPublic: true })
    expect(await runsEverywhere(ad.id)).toBe(true)
    const entry = await lastChange(ad.id)
    expect(entry.actorEmail).toBe(customer.email)
    expect(entry.changes).not.toHaveProperty('isPublic')
    expect(entry.changes).not.toHaveProperty('withdrawnForReview')
  })

  it('keeps it public when the form is saved unchanged, and a video ad too', async () => {
    const imageAd = await publicAdOfCustomer()
    expect((await patch(imageAd.id, formOf(imageAd), customer.token)).body.isPublic).toBe(true)
    const videoAd = await publicAdOfCustomer({
      componentType: 'video',
      video: { url: 'https://video.example.test/pho.mp4', title: null, description: 'Bếp phở' },
      images: [],
    })
    expect((await patch(videoAd.id, { ...formOf(videoAd), weight: 2 }, customer.token)).body.isPublic).toBe(true)
  })

  it('lets only an administrator make it public again', async () => {
    const ad = await publicAdOfCustomer()
    await patch(ad.id, { ...formOf(ad), ctaUrl: 'https://phishing.example.test/' }, customer.token)
    const again = await patch(ad.id, { isPublic: true }, customer.token)
    expect(again).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
    expect((await read(ad.id)).body.isPublic).toBe(false)
    expect((await patch(ad.id, { isPublic: true })).body.isPublic).toBe(true)
    expect(await runsEverywhere(ad.id)).toBe(true)
  })

  it('records no withdrawal for review when the customer unticks public themselves', async () => {
    const ad = await publicAdOfCustomer()
    const response = await patch(ad.id, { ...formOf(ad), title: 'Phở Hòa mới', isPublic: false }, customer.token)
    expect(response.body.isPublic).toBe(false)
    const changes = (await lastChange(ad.id)).changes
    expect(changes.isPublic).toEqual([true, false])
    expect(changes).not.toHaveProperty('withdrawnForReview')
  })
})

describe("an administrator's change to a public ad", () => {
  it('keeps it public: they review what they change', async () => {
    const ad = await publicAdOfCustomer()
    const response = await patch(ad.id, {
      ...formOf(ad),
      title: 'Phở Hòa: mua 1 tặng 1',
      ctaUrl: 'https://pho-hoa.example.test/khuyen-mai',
      images: [{ mediaId: otherImage.id, altText: 'Hai tô phở' }],
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({ title: 'Phở Hòa: mua 1 tặng 1', isPublic: true })
    expect(await runsEverywhere(ad.id)).toBe(true)
    expect((await lastChange(ad.id)).changes).not.toHaveProperty('isPublic')
  })
})

/** A second image, for an ad that shows several. */
const otherImages = () => [{ mediaId: otherImage.id, altText: 'Quán phở', title: null, description: null }]
