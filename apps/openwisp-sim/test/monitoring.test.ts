import { describe, expect, it } from 'vitest'
import type { DeviceRecord } from '../src/index.ts'
import { allPages, useSimulator } from './helpers.ts'

type Json = Record<string, unknown>
interface Wireless {
  ssid: string
  mode: string
  channel: number
  frequency: number
  clients: Json[]
}

const monitoring = '/api/v1/monitoring/device/'

const simulator = useSimulator({ devices: 200 })

function managed(test: (device: DeviceRecord) => boolean = () => true): DeviceRecord[] {
  return [...simulator.sim.store.devices.values()].filter(
    (device) => simulator.sim.store.isManaged(device.organization) && test(device),
  )
}

describe('monitoring list', () => {
  it('orders by name', async () => {
    const items = await allPages<Json>(simulator.client, `${monitoring}?page_size=100`)
    const names = items.map((item) => String(item.name))
    expect(names).toHaveLength(200)
    expect(names).toEqual([...names].sort())
  })

  it('spreads the seed over every status', async () => {
    const statuses = new Set(managed().map((device) => device.monitoring.status))
    expect([...statuses].sort()).toEqual(['critical', 'deactivated', 'ok', 'problem', 'unknown'])
  })

  it('filters by monitoring__status and organization, and rejects an unknown status', async () => {
    for (const status of ['ok', 'problem', 'critical', 'unknown', 'deactivated']) {
      const items = await allPages<Json>(simulator.client, `${monitoring}?page_size=100&monitoring__status=${status}`)
      expect(items.length).toBe(managed((device) => device.monitoring.status === status).length)
      expect(items.every((item) => (item.monitoring as Json).status === status)).toBe(true)
    }
    const organization = simulator.sim.store.managedOrganizations()[0]
    const mine = await allPages<Json>(
      simulator.client,
      `${monitoring}?page_size=100&organization_slug=${organization?.slug}`,
    )
    expect(mine.length).toBe(managed((device) => device.organization === organization?.id).length)
    const bad = await simulator.client.get(`${monitoring}?monitoring__status=down`)
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      monitoring__status: ['Select a valid choice. down is not one of the available choices.'],
    })
  })

  it('ignores device-list filters it does not have', async () => {
    const page = await simulator.client.json<{ count: number }>(`${monitoring}?config__status=applied&name=zzz`)
    expect(page.count).toBe(200)
  })
})

describe('monitoring detail', () => {
  it('reports unhealthy metrics of a problem device and its wireless data with ?status=true', async () => {
    const device = managed((candidate) => candidate.monitoring.status === 'ok')[0]
    if (!device) throw new Error('no ok device')
    simulator.sim.store.setMonitoringStatus(device.id, 'problem', ['Disk usage', 'wlan0 wifi clients'])
    const body = await simulator.client.json(`${monitoring}${device.id}/?status=true`)
    const status = body.monitoring as { status: string; related_metrics: Array<{ name: string; is_healthy: boolean }> }
    expect(status.status).toBe('problem')
    const unhealthy = status.related_metrics
      .filter((metric) => metric.is_healthy === false)
      .map((metric) => metric.name)
    expect(unhealthy).toEqual(['Disk usage', 'wlan0 wifi clients'])
    expect(body.charts).toEqual([])
    const data = body.data as { type: string; interfaces: Array<{ wireless: Wireless }> }
    expect(data.type).toBe('DeviceMonitoring')
    const wireless = data.interfaces[0]?.wireless
    expect(wireless?.ssid).toBe(device.ssid)
    expect(wireless?.mode).toBe('access_point')
    expect(typeof wireless?.channel).toBe('number')
    expect(wireless?.clients).toHaveLength(device.wifi.clientCount)
  })

  it('marks ping unhealthy for a critical device', async () => {
    const device = managed((candidate) => candidate.monitoring.status === 'critical')[0]
    const body = await simulator.client.json(`${monitoring}${device?.id}/`)
    const metrics = (body.monitoring as { related_metrics: Array<{ name: string; is_healthy: boolean }> })
      .related_metrics
    expect(metrics.find((metric) => metric.name === 'ping')?.is_healthy).toBe(false)
    expect('data' in body).toBe(false)
  })

  it('has no metrics nor data for a device that never reported', async () => {
    const device = simulator.sim.store.addDevice({ organization: simulator.sim.store.managedOrganizations()[0]?.id })
    const body = await simulator.client.json(`${monitoring}${device.id}/?status=true`)
    expect(body.monitoring).toEqual({ status: 'unknown', related_metrics: [] })
    expect(body.data).toBeNull()
  })

  it('keeps the name order when a device is renamed', async () => {
    const device = managed()[5]
    simulator.sim.store.updateDevice(device?.id ?? '', { name: '0-first-by-name' })
    const page = await simulator.client.json<{ results: Json[] }>(monitoring)
    expect(page.results[0]?.id).toBe(device?.id)
  })

  it('answers 404 for an unknown device', async () => {
    const reply = await simulator.client.get(`${monitoring}00000000-0000-4000-8000-000000000000/`)
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ detail: 'No Device matches the given query.' })
  })
})
