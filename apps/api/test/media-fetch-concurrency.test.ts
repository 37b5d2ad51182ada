import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiPaths } from '@wifi/contract'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { media } from '../src/db/schema.ts'
import { pngImage } from './support/media.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * One user has at most two image fetches by URL running at once (issue 19, point 7): each holds an outgoing
 * connection and up to 10 MB for as long as the remote host makes it last, so one user could otherwise tie up the
 * server's connections and memory with slow hosts. A third is refused at once with the API's 429, fetching nothing.
 */

const { api, db, userWithSession } = useTestApp({ mediaFetch: { allowAddress: (ip) => ip === '127.0.0.1' } })

let host: Server
let hostUrl: string
/** Paths the image host was asked for, in order. */
const asked: string[] = []
/** Answers of /slow.png held until the test lets them go. */
let heldAnswers: (() => void)[] = []
/** Fetches still waiting on a held answer, awaited before the app closes even when a test failed half-way. */
let pending: Promise<unknown>[] = []

beforeAll(async () => {
  const png = await pngImage(320, 200)
  host = createServer((request, response) => {
    asked.push(request.url ?? '')
    const answer = () => response.writeHead(200, { 'content-type': 'image/png' }).end(png)
    if (request.url === '/slow.png') heldAnswers.push(answer)
    else if (request.url === '/image.png') answer()
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const answer of heldAnswers) answer()
  await Promise.allSettled(pending)
  host?.closeAllConnections()
  await new Promise((resolve) => host?.close(resolve))
})

const fetchImage = (token: string, path: string) =>
  api.request('POST', apiPaths.mediaFromUrl, { token, body: { url: `${hostUrl}${path}` } })
const storedCount = async () => (await db().select({ value: count() }).from(media))[0]!.value

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5000) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

it('refuses a user’s third fetch while two are running, with 429 and nothing fetched, and not another user’s', async () => {
  const first = await userWithSession()
  const second = await userWithSession()
  const running = [fetchImage(first.token, '/slow.png'), fetchImage(first.token, '/slow.png')]
  pending = running
  await until(() => heldAnswers.length === 2)
  const before = await storedCount()
  const askedBefore = asked.length

  const third = await fetchImage(first.token, '/image.png')
  expect(third.status).toBe(429)
  expect(third.body).toEqual({ code: 'RATE_LIMITED', message: expect.any(String), retryAfter: expect.any(Number) })
  expect(third.headers.get('retry-after')).toBe(String(third.body.retryAfter))
  expect(asked.length).toBe(askedBefore)
  expect(await storedCount()).toBe(before)

  expect((await fetchImage(second.token, '/image.png')).status).toBe(201)

  for (const answer of heldAnswers) answer()
  heldAnswers = []
  expect((await Promise.all(running)).map((response) => response.status)).toEqual([201, 201])
  expect((await fetchImage(first.token, '/image.png')).status).toBe(201)
})

it('gives a fetch’s place back when it fails', async () => {
  const user = await userWithSession()
  for (let attempt = 0; attempt < 3; attempt++) {
    const failed = await Promise.all([fetchImage(user.token, '/missing.png'), fetchImage(user.token, '/missing.png')])
    expect(failed.map((response) => response.body.code)).toEqual(['MEDIA_URL_FAILED', 'MEDIA_URL_FAILED'])
  }
  expect((await fetchImage(user.token, '/image.png')).status).toBe(201)
})
