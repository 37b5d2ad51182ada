import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiPaths } from '@wifi/contract'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { pngImage } from './support/media.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * MEDIA_FETCH_ALLOW names private addresses administrators may fetch ad images from (an image server on the
 * operator's network). Customers stay on the public internet: through the fetch's answers they could otherwise
 * probe that network's ports and paths.
 */

const { api, userWithSession } = useTestApp({ env: { MEDIA_FETCH_ALLOW: '127.0.0.2' } })

let intranet: Server
let requests = 0
let imageUrl: string

beforeAll(async () => {
  const png = await pngImage(400, 300)
  intranet = createServer((_, response) => {
    requests += 1
    response.writeHead(200, { 'content-type': 'image/png' }).end(png)
  })
  await new Promise<void>((resolve) => intranet.listen(0, '127.0.0.2', resolve))
  imageUrl = `http://127.0.0.2:${(intranet.address() as AddressInfo).port}/logo.png`
})

afterAll(async () => {
  await new Promise((resolve) => intranet?.close(resolve))
})

const fetchImage = (token: string, url = imageUrl) =>
  api.request('POST', apiPaths.mediaFromUrl, { token, body: { url } })

it('refuses a customer an address on the allowed private network, without contacting it', async () => {
  const customer = await userWithSession()
  const response = await fetchImage(customer.token)
  expect(response.status).toBe(400)
  expect(response.body).toMatchObject({ code: 'MEDIA_URL_REFUSED' })
  expect(requests).toBe(0)
})

it('fetches it for an administrator, and still refuses them loopback outside the list', async () => {
  const admin = await userWithSession({ role: 'admin' })
  const response = await fetchImage(admin.token)
  expect(response.status).toBe(201)
  expect(response.body).toMatchObject({ width: 400, height: 300 })
  expect(requests).toBe(1)
  const loopback = await fetchImage(admin.token, imageUrl.replace('127.0.0.2', '127.0.0.1'))
  expect(loopback.body).toMatchObject({ code: 'MEDIA_URL_REFUSED' })
  expect(requests).toBe(1)
})
