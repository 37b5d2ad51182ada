import { randomUUID } from 'node:crypto'
import { adSchema, apiPaths, msg, type AdInput, type Advertisement } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { adInput, auditOf, dayFromToday, uniqueTag, withQuery, type Query } from './support/management.ts'
import { sampleImageId, storeSampleImage } from './support/media.ts'
import { useTestApp } from './support/use-test-app.ts'

const { api, db, userWithSession } = useTestApp()

let adminToken: string
let customer: { id: string; email: string; token: string }
let otherCustomer: { id: string; token: string }

async function signedInCustomer(firstname: string) {
  const { user, token } = await userWithSession({ firstname, lastname: uniqueTag() })
  return { id: user.id, email: user.email, token }
}

beforeAll(async () => {
  await storeSampleImage(db())
  adminToken = (await userWithSession({ role: 'admin' })).token
  customer = await signedInCustomer('Hoa')
  otherCustomer = await signedInCustomer('Tuấn')
})

const create = (body: unknown, token = adminToken) => api.request('POST', apiPaths.advertisements, { token, body })
const read = (id: string, token = adminToken) => api.request('GET', apiPaths.advertisement(id), { token })
const patch = (id: string, body: unknown, token = adminToken) =>
  api.request('PATCH', apiPaths.advertisement(id), { token, body })
const remove = (id: string, token = adminToken) => api.request('DELETE', apiPaths.advertisement(id), { token })
const list = (query: Query, token = adminToken) =>
  api.request('GET', withQuery(apiPaths.advertisements, query), { token })

async function createdAd(input: AdInput, token = adminToken): Promise<Advertisement> {
  const response = await create(input, token)
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`)
  return adSchema.parse(response.body)
}

/** A customer's ad made public by an administrator (a customer may not: see 'only administrators make an ad public'). */
async function madePublic(ad: Advertisement): Promise<Advertisement> {
  const response = await patch(ad.id, { isPublic: true })
  expect(response.status).toBe(200)
  return response.body as Advertisement
}

/** A venue inserted directly (no audit entry), with the given member customers. */
async function venueWith(memberIds: string[]) {
  const venue = await createVenue(db(), { address: 'Huế' })
  await addVenueMembers(db(), venue.id, memberIds)
  return venue.id
}

/** The field errors of a refused create. */
async function refusal(body: unknown, token = adminToken) {
  const response = await create(body, token)
  expect(response.status, JSON.stringify(response.body)).toBe(400)
  expect(response.body.code).toBe('VALIDATION_FAILED')
  return response.body.fields as Record<string, string>
}

const without = (input: AdInput, field: keyof AdInput) => {
  const copy: Record<string, unknown> = { ...input }
  delete copy[field]
  return copy
}

describe('SPEC §5 advertisement rules, each with its message key', () => {
  it.each([
    ['title', msg.adTitleRequired],
    ['description', msg.adDescriptionRequired],
    ['componentType', msg.adComponentTypeRequired],
    ['startDate', msg.adStartDateRequired],
    ['endDate', msg.adEndDateRequired],
  ] as const)('requires %s', async (field, key) => {
    expect(await refusal(without(adInput(uniqueTag()), field))).toEqual({ [field]: key })
  })

  it('refuses a title or description of spaces only, and over their maximum lengths', async () => {
    expect(await refusal(adInput(uniqueTag(), { title: '   ', description: ' \t ' }))).toEqual({
      title: msg.adTitleRequired,
      description: msg.adDescriptionRequired,
    })
    expect(await refusal(adInput(uniqueTag(), { title: 'T'.repeat(121), description: 'D'.repeat(1001) }))).toEqual({
      title: msg.adTitleMax,
      description: msg.adDescriptionMax,
    })
  })

  it('takes a duration of whole seconds, at least 1 (and at most 300)', async () => {
    expect(await refusal(adInput(uniqueTag(), { duration: 0 }))).toEqual({ duration: msg.adDurationMin })
    expect(await refusal(adInput(uniqueTag(), { duration: 2.5 }))).toEqual({ duration: msg.adDurationMin })
    expect(await refusal(adInput(uniqueTag(), { duration: 301 }))).toEqual({ duration: msg.adDurationMax })
    expect((await createdAd(adInput(uniqueTag(), { duration: 1 }))).duration).toBe(1)
    const { duration: _left, ...withoutDuration } = adInput(uniqueTag())
    expect((await createdAd(withoutDuration)).duration).toBe(7)
  })

  it('refuses an end date before the start date and takes one on the same day', async () => {
    expect(await refusal(adInput(uniqueTag(), { startDate: dayFromToday(5), endDate: dayFromToday(4) }))).toEqual({
      endDate: msg.adEndBeforeStart,
    })
    const sameDay = await createdAd(adInput(uniqueTag(), { startDate: dayFromToday(2), endDate: dayFromToday(2) }))
    expect(sameDay).toMatchObject({ startDate: dayFromToday(2), endDate: dayFromToday(2) })
    // No such day: told how to write one, not that it is missing.
    expect(await refusal(adInput(uniqueTag(), { startDate: '2026-02-30' }))).toEqual({
      startDate: msg.dateInvalid,
    })
    expect(await refusal(adInput(uniqueTag(), { endDate: '31/12/2026' }))).toEqual({ endDate: msg.dateInvalid })
  })

  it('requires alt text for each image', async () => {
    const images = [
      { mediaId: sampleImageId(), altText: 'A bowl of phở' },
      { mediaId: sampleImageId(), altText: '   ' },
    ]
    expect(await refusal(adInput(uniqueTag(), { componentType: 'multiple_images', images }))).toEqual({
      'images.1.altText': msg.adImageAltRequired,
    })
  })

  it('requires a stored image for each image, and a source address to be http(s)', async () => {
    const images = [{ altText: 'A bowl of phở' }]
    expect(await refusal(adInput(uniqueTag(), { images }))).toEqual({ 'images.0.mediaId': msg.adImageSourceRequired })
    const badSource = [{ mediaId: sampleImageId(), sourceUrl: 'javascript:alert(1)', altText: 'x' }]
    expect(await refusal(adInput(uniqueTag(), { images: badSource }))).toEqual({
      'images.0.sourceUrl': msg.adImageUrlInvalid,
    })
  })

  it('refuses an image whose media id names no stored media, and saves nothing', async () => {
    const tag = uniqueTag()
    const images = [
      { mediaId: sampleImageId(), altText: 'Stored' },
      { mediaId: randomUUID(), altText: 'Never uploaded' },
    ]
    expect(await refusal(adInput(tag, { componentType: 'multiple_images', images }))).toEqual({
      'images.1.mediaId': msg.adImageSourceRequired,
    })
    expect((await list({ q: tag })).body.total).toBe(0)
    const ad = await createdAd(adInput(uniqueTag()))
    const edit = await patch(ad.id, { images: [{ mediaId: randomUUID(), altText: 'Gone' }] })
    expect(edit).toMatchObject({ status: 400, body: { fields: { 'images.0.mediaId': msg.adImageSourceRequired } } })
    expect((await read(ad.id)).body).toEqual(ad)
  })

  it.each(['single_image', 'multiple_images'] as const)('requires at least one image for %s', async (type) => {
    expect(await refusal(adInput(uniqueTag(), { componentType: type, images: [] }))).toEqual({
      images: msg.adImagesRequired,
    })
  })

  it('takes exactly one image for a single-image ad and several for a multiple-images ad', async () => {
    const images = [1, 2, 3].map((n) => ({ mediaId: sampleImageId(), altText: `Image ${n}` }))
    expect(await refusal(adInput(uniqueTag(), { componentType: 'single_image', images }))).toEqual({
      images: msg.adSingleImageOnly,
    })
    const several = await createdAd(adInput(uniqueTag(), { componentType: 'multiple_images', images }))
    expect(several.images.map((image) => image.altText)).toEqual(['Image 1', 'Image 2', 'Image 3'])
  })

  it('requires a video URL for the video component', async () => {
    expect(await refusal(adInput(uniqueTag(), { componentType: 'video', images: [] }))).toEqual({
      'video.url': msg.adVideoUrlRequired,
    })
    expect(await refusal(adInput(uniqueTag(), { componentType: 'video', video: { url: '', title: 'Clip' } }))).toEqual({
      'video.url': msg.adVideoUrlRequired,
    })
    expect(
      await refusal(adInput(uniqueTag(), { componentType: 'video', video: { url: 'ftp://example.test/a.mp4' } })),
    ).toEqual({ 'video.url': msg.adVideoUrlInvalid })
  })

  it('takes a call-to-action URL only when it is a valid http(s) URL', async () => {
    expect(await refusal(adInput(uniqueTag(), { ctaUrl: 'not a url' }))).toEqual({ ctaUrl: msg.adCtaUrlInvalid })
    expect(await refusal(adInput(uniqueTag(), { ctaUrl: 'javascript:alert(1)' }))).toEqual({
      ctaUrl: msg.adCtaUrlInvalid,
    })
    const ad = await createdAd(adInput(uniqueTag(), { ctaText: 'Đặt bàn', ctaUrl: ' https://quan.example.test/dat ' }))
    expect(ad).toMatchObject({ ctaText: 'Đặt bàn', ctaUrl: 'https://quan.example.test/dat' })
    expect((await createdAd(adInput(uniqueTag(), { ctaUrl: '' }))).ctaUrl).toBeNull()
  })

  it('takes a weight from 1 to 100, 1 by default', async () => {
    for (const weight of [0, 101, 1.5]) {
      expect(await refusal(adInput(uniqueTag(), { weight }))).toEqual({ weight: msg.adWeightRange })
    }
    expect((await createdAd(adInput(uniqueTag()))).weight).toBe(1)
    expect((await createdAd(adInput(uniqueTag(), { weight: 100 }))).weight).toBe(100)
  })

  it('takes hours of the day as a pair of different times, possibly across midnight', async () => {
    expect(await refusal(adInput(uniqueTag(), { hoursFrom: '08:00' }))).toEqual({ hoursTo: msg.adHoursPair })
    expect(await refusal(adInput(uniqueTag(), { hoursFrom: '08:00', hoursTo: '08:00' }))).toEqual({
      hoursTo: msg.adHoursSame,
    })
    expect(await refusal(adInput(uniqueTag(), { hoursFrom: '8h', hoursTo: '25:00' }))).toEqual({
      hoursFrom: msg.adHoursInvalid,
      hoursTo: msg.adHoursInvalid,
    })
    const evening = await createdAd(adInput(uniqueTag(), { hoursFrom: '20:00', hoursTo: '02:00' }))
    expect(evening).toMatchObject({ hoursFrom: '20:00', hoursTo: '02:00' })
    expect(await refusal(adInput(uniqueTag(), { hoursFrom: '24:00', hoursTo: '08:00' }))).toEqual({
      hoursFrom: msg.adHoursInvalid,
    })
    const untilMidnight = await createdAd(adInput(uniqueTag(), { hoursFrom: '18:00', hoursTo: '24:00' }))
    expect(untilMidnight).toMatchObject({ hoursFrom: '18:00', hoursTo: '24:00' })
  })

  it('refuses an unknown type or component type with their keys', async () => {
    expect(await refusal({ ...adInput(uniqueTag()), type: 'spam', componentType: 'gif' })).toEqual({
      type: msg.adTypeRequired,
      componentType: msg.adComponentTypeRequired,
    })
  })
})

describe('creating, editing and deleting an ad', () => {
  it('creates an ad that belongs to its creator, with its fields, and records it in the audit trail', async () => {
    const tag = uniqueTag()
    const ad = await createdAd(
      adInput(tag, {
        title: `  Phở ${tag}  `,
        isPublic: false,
        targetText: 'phở bò',
        type: 'event',
        images: [
          {
            mediaId: sampleImageId(),
            sourceUrl: 'https://cdn.example.test/p.jpg',
            altText: 'Phở',
            title: 'Tô phở',
            description: '',
          },
        ],
      }),
      customer.token,
    )
    expect(ad).toMatchObject({
      title: `Phở ${tag}`,
      isPublic: false,
      targetText: 'phở bò',
      type: 'event',
      status: 'running',
      editable: true,
      images: [
        {
          mediaId: sampleImageId(),
          sourceUrl: 'https://cdn.example.test/p.jpg',
          altText: 'Phở',
          title: 'Tô phở',
          description: null,
          media: { id: sampleImageId(), width: 400, height: 300, variants: [{ width: 360 }, { width: 400 }] },
        },
      ],
      video: null,
      author: { id: customer.id, email: customer.email },
    })
    expect(await read(ad.id, customer.token)).toMatchObject({ status: 200, body: ad })
    const [entry] = (await auditOf(api, adminToken, ad.id)).body.items
    expect(entry).toMatchObject({ action: 'create', entity: 'advertisement', actorEmail: customer.email })
    expect(entry.changes.title).toEqual([null, `Phở ${tag}`])
    expect(entry.changes.author).toEqual([null, customer.email])
    // The image by its media id; the media's sizes never change, so the trail does not repeat them.
    expect(entry.changes.images).toEqual([
      null,
      [
        {
          mediaId: sampleImageId(),
          sourceUrl: 'https://cdn.example.test/p.jpg',
          altText: 'Phở',
          title: 'Tô phở',
          description: null,
        },
      ],
    ])
  })

  it('keeps only the media of the component type', async () => {
    const ad = await createdAd(
      adInput(uniqueTag(), {
        componentType: 'video',
        video: { url: 'https://video.example.test/clip.mp4', title: 'Clip', description: 'Ngắn' },
      }),
    )
    expect(ad.images).toEqual([])
    expect(ad.video).toEqual({ url: 'https://video.example.test/clip.mp4', title: 'Clip', description: 'Ngắn' })
    const back = await patch(ad.id, {
      componentType: 'single_image',
      images: [{ mediaId: sampleImageId(), altText: 'X' }],
    })
    expect(back.status).toBe(200)
    expect(back.body.video).toBeNull()
  })

  it('edits the fields sent and keeps the others, recording what changed', async () => {
    const ad = await createdAd(adInput(uniqueTag()), customer.token)
    const response = await patch(ad.id, { title: 'Cà phê sữa đá', weight: 5 }, customer.token)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ ...ad, title: 'Cà phê sữa đá', weight: 5, updatedAt: expect.any(String) })
    const [update] = (await auditOf(api, adminToken, ad.id)).body.items
    expect(update).toMatchObject({ action: 'update', actorEmail: customer.email })
    expect(update.changes).toEqual({ title: [ad.title, 'Cà phê sữa đá'], weight: [1, 5] })
  })

  it('checks the rules across fields on the ad as the edit would make it', async () => {
    const ad = await createdAd(adInput(uniqueTag(), { startDate: dayFromToday(3), endDate: dayFromToday(9) }))
    const early = await patch(ad.id, { endDate: dayFromToday(2) })
    expect(early).toMatchObject({ status: 400, body: { fields: { endDate: msg.adEndBeforeStart } } })
    const toVideo = await patch(ad.id, { componentType: 'video' })
    expect(toVideo).toMatchObject({ status: 400, body: { fields: { 'video.url': msg.adVideoUrlRequired } } })
    expect((await patch(ad.id, { title: '' })).body.fields).toEqual({ title: msg.adTitleRequired })
    expect((await read(ad.id)).body).toEqual(ad)
  })

  it('refuses fields an edit may not set (the author)', async () => {
    const ad = await createdAd(adInput(uniqueTag()), customer.token)
    const response = await patch(ad.id, { authorId: otherCustomer.id }, customer.token)
    expect(response.status).toBe(400)
    expect((await read(ad.id)).body.author.id).toBe(customer.id)
  })

  it('deletes an ad with its venue assignments, recording both', async () => {
    const venueId = await venueWith([customer.id])
    const ad = await createdAd(adInput(uniqueTag()), customer.token)
    await api.request('POST', apiPaths.venueAdsAssign(venueId), { token: customer.token, body: { adIds: [ad.id] } })
    expect(await remove(ad.id, customer.token)).toMatchObject({ status: 200, body: { ok: true } })
    expect((await read(ad.id)).status).toBe(404)
    expect((await remove(ad.id)).status).toBe(404)
    const [deletion] = (await auditOf(api, adminToken, ad.id)).body.items
    expect(deletion).toMatchObject({ action: 'delete', actorEmail: customer.email })
    expect(deletion.changes.venues).toEqual([[venueId], null])
    const assigned = await api.request('GET', apiPaths.venueAds(venueId), { token: adminToken })
    expect(assigned.body.items.filter((item: { assigned: boolean }) => item.assigned)).toEqual([])
  })

  it("keeps an ad without an author when its author's account is deleted", async () => {
    const author = await signedInCustomer('Lan')
    const ad = await madePublic(await createdAd(adInput(uniqueTag()), author.token))
    expect((await api.request('DELETE', apiPaths.user(author.id), { token: adminToken })).status).toBe(200)
    expect((await read(ad.id)).body).toMatchObject({ id: ad.id, author: null, editable: true })
    expect((await read(ad.id, customer.token)).body).toMatchObject({ author: null, editable: false })
  })

  it('lets only administrators make an ad public; a customer keeps or withdraws what an admin published', async () => {
    const tag = uniqueTag()
    const before = (await list({ q: tag }, adminToken)).body.total
    const created = await create(adInput(`${tag} new`, { isPublic: true }), customer.token)
    expect(created.status).toBe(403)
    expect(created.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only administrators can make an ad public.' })
    expect((await list({ q: tag }, adminToken)).body.total).toBe(before)

    const own = await createdAd(adInput(`${tag} own`), customer.token)
    const published = await patch(own.id, { isPublic: true }, customer.token)
    expect(published.status).toBe(403)
    expect((await read(own.id)).body).toMatchObject({ isPublic: false })

    await madePublic(own)
    // The console's form sends every field, the public flag as it found it. A change to what guests see would take
    // the ad out of public (public-ad-review.test.ts); the schedule is the customer's to change.
    const extended = await patch(
      own.id,
      { ...adInput(`${tag} own`), endDate: dayFromToday(60), isPublic: true },
      customer.token,
    )
    expect(extended.status).toBe(200)
    expect(extended.body).toMatchObject({ title: `Ad ${tag} own`, endDate: dayFromToday(60), isPublic: true })
    expect((await patch(own.id, { isPublic: false }, customer.token)).body).toMatchObject({ isPublic: false })
    expect((await create(adInput(`${tag} admin`, { isPublic: true }))).status).toBe(201)
  })

  it('answers 404 for an ad id that does not exist', async () => {
    expect((await read(randomUUID())).status).toBe(404)
    expect((await patch(randomUUID(), { title: 'x' })).status).toBe(404)
  })
})

describe('the ads list', () => {
  /** Ads sharing one tag, so a search for it sees only them. */
  async function taggedAds() {
    const tag = uniqueTag()
    const make = (suffix: string, overrides: Partial<AdInput>, token = adminToken) =>
      createdAd(adInput(`${tag} ${suffix}`, { ...overrides, title: `${overrides.title ?? suffix} ${tag}` }), token)
    const ads = {
      scheduled: await make('b', {
        title: 'Bánh mì',
        startDate: dayFromToday(1),
        endDate: dayFromToday(10),
        type: 'brand',
      }),
      startsToday: await make('c', { title: 'Chè', startDate: dayFromToday(0), endDate: dayFromToday(3) }),
      endsToday: await make('d', { title: 'Đậu hũ', startDate: dayFromToday(-3), endDate: dayFromToday(0) }),
      ended: await make(
        'a',
        {
          title: 'Arabica',
          startDate: dayFromToday(-10),
          endDate: dayFromToday(-1),
          componentType: 'video',
          video: { url: 'https://video.example.test/a.mp4' },
        },
        customer.token,
      ),
    }
    return { tag, ads }
  }

  const titles = (body: { items: Advertisement[] }) => body.items.map((ad) => ad.title.split(' ')[0])

  it('derives the status from the dates, both the start and the end day running', async () => {
    const { tag, ads } = await taggedAds()
    expect(ads.scheduled.status).toBe('scheduled')
    expect(ads.startsToday.status).toBe('running')
    expect(ads.endsToday.status).toBe('running')
    expect(ads.ended.status).toBe('ended')
    const filtered = async (status: string) =>
      titles((await list({ q: tag, status, sort: 'title', order: 'asc' })).body)
    expect(await filtered('scheduled')).toEqual(['Bánh'])
    expect(await filtered('running')).toEqual(['Chè', 'Đậu'])
    expect(await filtered('ended')).toEqual(['Arabica'])
    expect(await filtered('scheduled,ended')).toEqual(['Arabica', 'Bánh'])
  })

  it('filters by type and component type', async () => {
    const { tag } = await taggedAds()
    expect(titles((await list({ q: tag, type: 'brand' })).body)).toEqual(['Bánh'])
    expect(titles((await list({ q: tag, componentType: 'video' })).body)).toEqual(['Arabica'])
    expect((await list({ q: tag, componentType: 'gif' })).status).toBe(400)
  })

  it('searches title, description and the author, and sorts and pages', async () => {
    const { tag, ads } = await taggedAds()
    expect(titles((await list({ q: `chè ${tag}` })).body)).toEqual(['Chè'])
    expect(titles((await list({ q: `phở bò ngon ${tag} a` })).body)).toEqual(['Arabica'])
    const byAuthor = await list({ q: customer.email, pageSize: 100 })
    expect(byAuthor.body.items.map((ad: Advertisement) => ad.id)).toContain(ads.ended.id)
    for (const ad of byAuthor.body.items as Advertisement[]) expect(ad.author?.id).toBe(customer.id)

    expect(titles((await list({ q: tag, sort: 'title', order: 'desc' })).body)).toEqual([
      'Đậu',
      'Chè',
      'Bánh',
      'Arabica',
    ])
    expect(titles((await list({ q: tag, sort: 'endDate', order: 'asc' })).body)).toEqual([
      'Arabica',
      'Đậu',
      'Chè',
      'Bánh',
    ])
    const page = await list({ q: tag, sort: 'startDate', order: 'asc', page: 2, pageSize: 10 })
    expect(page.body).toMatchObject({ items: [], total: 4, page: 2, pageSize: 10 })

    // By author's name (their email without one): "hoa …" made Arabica, the nameless admin ("user-…") three, and
    // "zoe …" the ad whose title sorts first.
    const zoe = await signedInCustomer('Zoe')
    const last = await createdAd(adInput(`${tag} z`, { title: `Aardvark ${tag}` }), zoe.token)
    const idsByAuthor = (order: string) =>
      list({ q: tag, sort: 'author', order }).then((response) => response.body.items.map((ad: Advertisement) => ad.id))
    const ascending = await idsByAuthor('asc')
    expect([ascending[0], ascending[4]]).toEqual([ads.ended.id, last.id])
    expect((await idsByAuthor('desc'))[0]).toBe(last.id)
  })

  it('shows a customer their own ads and the public ones, and marks which they may edit', async () => {
    const tag = uniqueTag()
    const own = await createdAd(adInput(`${tag} own`), customer.token)
    const publicOne = await madePublic(await createdAd(adInput(`${tag} public`), otherCustomer.token))
    const privateOne = await createdAd(adInput(`${tag} private`), otherCustomer.token)
    const seen = (await list({ q: tag, pageSize: 100 }, customer.token)).body.items as Advertisement[]
    expect(seen.map((ad) => [ad.id, ad.editable]).sort()).toEqual(
      [
        [own.id, true],
        [publicOne.id, false],
      ].sort(),
    )
    expect((await read(privateOne.id, customer.token)).status).toBe(404)
    expect((await list({ q: tag }, adminToken)).body.total).toBe(3)
  })

  it('exports the filtered list as CSV, headed in the reader language', async () => {
    const { tag } = await taggedAds()
    const response = await fetch(
      `${api.url}${withQuery(apiPaths.advertisementsExport, { q: tag, sort: 'title', order: 'asc' })}`,
      {
        headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'en' },
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    // Decoded by hand: fetch's text() drops the byte-order mark the file must start with.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    // The first line says what the file holds (csv-headings.test.ts); the table follows it.
    expect(text).toMatch(/^\uFEFF# .*\r\n/)
    const lines = text.replace(/^(\uFEFF)# .*\r\n/, '$1').split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFTitle,Author,Start date,End date,Status,Description,Type,Component type,Duration (seconds),Public,Created',
    )
    expect(lines).toHaveLength(6)
    expect(lines[1]).toContain(`Arabica ${tag},`)
    expect(lines[1]).toContain(',Ended,')
    expect(lines[1]).toContain(',Video,7,No,')
    expect(lines[2]).toContain(',Scheduled,')
  })
})

describe('assigning ads to a venue', () => {
  const assign = (venueId: string, adIds: string[], token = adminToken) =>
    api.request('POST', apiPaths.venueAdsAssign(venueId), { token, body: { adIds } })
  const unassign = (venueId: string, adIds: string[], token = adminToken) =>
    api.request('POST', apiPaths.venueAdsUnassign(venueId), { token, body: { adIds } })
  const venueAds = (venueId: string, query: Query = {}, token = adminToken) =>
    api.request('GET', withQuery(apiPaths.venueAds(venueId), query), { token })

  it('answers how many were newly assigned and unassigned, and marks the assigned ads', async () => {
    const tag = uniqueTag()
    const venueId = await venueWith([customer.id])
    const [first, second, third] = [
      await createdAd(adInput(`${tag} 1`, { title: `One ${tag}` })),
      await createdAd(adInput(`${tag} 2`, { title: `Two ${tag}` })),
      await createdAd(adInput(`${tag} 3`, { title: `Three ${tag}` })),
    ].map((ad) => ad.id) as [string, string, string]

    expect((await assign(venueId, [first, second, first])).body).toEqual({ assigned: 2, alreadyAssigned: 0 })
    expect((await assign(venueId, [first, second, third])).body).toEqual({ assigned: 1, alreadyAssigned: 2 })
    expect((await unassign(venueId, [second, randomUUIDOf(third)])).status).toBe(404)
    expect((await unassign(venueId, [second])).body).toEqual({ unassigned: 1, notAssigned: 0 })
    expect((await unassign(venueId, [second, third])).body).toEqual({ unassigned: 1, notAssigned: 1 })

    const page = await venueAds(venueId, { q: tag, sort: 'title' })
    expect(page.body.items.map((ad: { title: string; assigned: boolean }) => [ad.title, ad.assigned])).toEqual([
      [`One ${tag}`, true],
      [`Three ${tag}`, false],
      [`Two ${tag}`, false],
    ])
    const paged = await venueAds(venueId, { q: tag, sort: 'title', page: 2, pageSize: 10 })
    expect(paged.body).toMatchObject({ items: [], total: 3 })

    const trail = (await auditOf(api, adminToken, venueId)).body.items
    expect(trail.map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { advertisements: [[first, third].sort(), [first]] },
      { advertisements: [[first, second, third].sort(), [first, third].sort()] },
      { advertisements: [[first, second].sort(), [first, second, third].sort()] },
      { advertisements: [[], [first, second].sort()] },
    ])
  })

  it('lets a member customer assign their own and public ads to their venue, and nothing else', async () => {
    const tag = uniqueTag()
    const venueId = await venueWith([customer.id])
    const notTheirs = await venueWith([otherCustomer.id])
    const own = await createdAd(adInput(`${tag} own`), customer.token)
    const publicOne = await madePublic(await createdAd(adInput(`${tag} public`), otherCustomer.token))
    const privateOne = await createdAd(adInput(`${tag} private`), otherCustomer.token)

    expect((await assign(venueId, [own.id, publicOne.id], customer.token)).body).toEqual({
      assigned: 2,
      alreadyAssigned: 0,
    })
    expect((await assign(venueId, [own.id, privateOne.id], customer.token)).status).toBe(404)
    expect((await assign(notTheirs, [own.id], customer.token)).status).toBe(404)
    expect((await venueAds(notTheirs, {}, customer.token)).status).toBe(404)
    const seen = await venueAds(venueId, { q: tag }, customer.token)
    expect(seen.body.items.map((ad: { id: string }) => ad.id).sort()).toEqual([own.id, publicOne.id].sort())
  })

  it('refuses an empty selection with its key', async () => {
    const venueId = await venueWith([])
    const response = await assign(venueId, [])
    expect(response).toMatchObject({ status: 400, body: { fields: { adIds: msg.adSelectionRequired } } })
  })
})

/** An id like `id` that names nothing (the last hex digit changed). */
function randomUUIDOf(id: string) {
  return `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`
}
