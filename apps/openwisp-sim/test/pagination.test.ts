import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { allPages, useSimulator, type ListBody } from './helpers.ts'

const devices = '/api/v1/controller/device/'

const simulator = useSimulator({ devices: 230 })

/** fetch cannot set Host, and DRF builds its links from it. */
function getWithHost(path: string, host: string, token: string): Promise<ListBody> {
  const { port } = new URL(simulator.sim.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { Host: host, Authorization: `Bearer ${token}` } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve(JSON.parse(text) as ListBody))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('pagination', () => {
  it('gives 10 items by default with an absolute next link and no previous', async () => {
    const page = await simulator.client.json<ListBody>(devices)
    expect(page.count).toBe(230)
    expect(page.results).toHaveLength(10)
    expect(page.previous).toBeNull()
    expect(page.next).toBe(`${simulator.sim.url}${devices}?page=2`)
  })

  it('clamps page_size to 100 and keeps it (as sent) in the links', async () => {
    const page = await simulator.client.json<ListBody>(`${devices}?page_size=500`)
    expect(page.results).toHaveLength(100)
    expect(page.next).toBe(`${simulator.sim.url}${devices}?page=2&page_size=500`)
  })

  it('falls back to 10 for a page_size that is not a positive number', async () => {
    for (const size of ['0', '-5', 'abc']) {
      const page = await simulator.client.json<ListBody>(`${devices}?page_size=${size}`)
      expect(page.results).toHaveLength(10)
    }
  })

  it('keeps the other query parameters, sorted, and drops page for the first page', async () => {
    const page = await simulator.client.json<ListBody>(
      `${devices}?page_size=5&page=2&config__backend=netjsonconfig.OpenWrt`,
    )
    expect(page.next).toBe(`${simulator.sim.url}${devices}?config__backend=netjsonconfig.OpenWrt&page=3&page_size=5`)
    expect(page.previous).toBe(`${simulator.sim.url}${devices}?config__backend=netjsonconfig.OpenWrt&page_size=5`)
  })

  it('builds links from the Host header', async () => {
    const token = await simulator.client.login()
    const page = await getWithHost(`${devices}?page_size=50`, 'openwisp.example.vn:8443', token)
    expect(page.next).toBe(`http://openwisp.example.vn:8443${devices}?page=2&page_size=50`)
  })

  it('has no next on the last page, and page=last reaches it', async () => {
    const last = await simulator.client.json<ListBody>(`${devices}?page_size=100&page=3`)
    expect(last.results).toHaveLength(30)
    expect(last.next).toBeNull()
    expect(last.previous).toBe(`${simulator.sim.url}${devices}?page=2&page_size=100`)
    expect(await simulator.client.json<ListBody>(`${devices}?page_size=100&page=last`)).toEqual(last)
  })

  it('answers a page past the end with 404 Invalid page., but an empty list has a first page', async () => {
    const past = await simulator.client.get(`${devices}?page_size=100&page=4`)
    expect(past.status).toBe(404)
    expect(past.body).toEqual({ detail: 'Invalid page.' })
    const empty = await simulator.client.json<ListBody>(`${devices}?name=no-such-device`)
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [] })
  })

  it('visits every device exactly once when following next', async () => {
    const items = await allPages(simulator.client, `${devices}?page_size=37`)
    expect(new Set(items.map((item) => item.id)).size).toBe(230)
  })

  it('paginates every list endpoint the same way', async () => {
    for (const path of [
      '/api/v1/monitoring/device/',
      '/api/v1/controller/group/',
      '/api/v1/controller/location/',
      '/api/v1/users/organization/',
    ]) {
      const page = await simulator.client.json<ListBody>(`${path}?page_size=1`)
      expect(Object.keys(page)).toEqual(['count', 'next', 'previous', 'results'])
      expect(page.results).toHaveLength(1)
      expect(page.next).toBe(`${simulator.sim.url}${path}?page=2&page_size=1`)
      const past = await simulator.client.get(`${path}?page=1000`)
      expect(past.body).toEqual({ detail: 'Invalid page.' })
    }
  })
})
