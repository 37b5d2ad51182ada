import { apiPaths, captiveUrlSchema } from '@wifi/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/**
 * An access point's view shows admins the settings to paste into its gateway; the console builds them with the
 * captive pages' address, which it reads here: CAPTIVE_URL, or null when the server uses each request's own address.
 */

const { startApp, userWithSession } = useTestApp({ app: false })

/** One server with CAPTIVE_URL set (written with a trailing slash), one without, on one database. */
let withUrl: TestApp
let withoutUrl: TestApp
let admin: string
let customer: string

beforeAll(async () => {
  withUrl = await startApp({ env: { CAPTIVE_URL: 'http://10.0.0.2:8080/' } })
  withoutUrl = await startApp()
  admin = (await userWithSession({ role: 'admin' })).token
  customer = (await userWithSession({ role: 'customer' })).token
})

describe('where gateways reach the captive pages', () => {
  it('tells an admin CAPTIVE_URL as the captive routes use it, or null when it is unset', async () => {
    const set = await withUrl.request('GET', apiPaths.captiveUrl, { token: admin })
    expect(set.status).toBe(200)
    expect(captiveUrlSchema.parse(set.body)).toEqual({ captiveUrl: 'http://10.0.0.2:8080' })
    const unset = await withoutUrl.request('GET', apiPaths.captiveUrl, { token: admin })
    expect(unset.status).toBe(200)
    expect(unset.body).toEqual({ captiveUrl: null })
  })

  it('is for admins only: a customer never sees gateway settings, and nobody signed out does', async () => {
    const asCustomer = await withUrl.request('GET', apiPaths.captiveUrl, { token: customer })
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.body.code).toBe('FORBIDDEN')
    expect(asCustomer.body).not.toHaveProperty('captiveUrl')
    const signedOut = await withUrl.request('GET', apiPaths.captiveUrl)
    expect(signedOut.status).toBe(401)
  })

  it('is in the OpenAPI document with its answer’s schema', async () => {
    const document = await withUrl.request('GET', `${apiPaths.docs}/json`)
    const route = document.body.paths[apiPaths.captiveUrl].get
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '401', '403']))
    const schema = route.responses['200'].content['application/json'].schema
    expect(schema.properties.captiveUrl).toBeDefined()
    expect(schema.required).toEqual(['captiveUrl'])
  })
})
