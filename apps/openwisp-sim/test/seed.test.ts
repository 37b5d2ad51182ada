import { describe, expect, it } from 'vitest'
import { startSimulator } from '../src/index.ts'
import { resolveOptions } from '../src/options.ts'
import { generateSeed } from '../src/seed.ts'
import { SimulatorStore } from '../src/store.ts'
import { Client, type ListBody } from './helpers.ts'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('seed', () => {
  it('gives two simulators with the same seed the same first page, ids included', async () => {
    const [a, b, c] = await Promise.all([
      startSimulator({ seed: 7 }),
      startSimulator({ seed: 7 }),
      startSimulator({ seed: 8 }),
    ])
    try {
      // The links differ by port; the data must not.
      const pages = await Promise.all(
        [a, b, c].map((sim) => new Client(sim).json<ListBody>('/api/v1/controller/device/?page_size=20')),
      )
      expect(pages[0]?.results).toHaveLength(20)
      expect(pages[0]?.results).toEqual(pages[1]?.results)
      expect(pages[0]?.results).not.toEqual(pages[2]?.results)
    } finally {
      await Promise.all([a.close(), b.close(), c.close()])
    }
  })

  it('spreads 10,000 devices realistically', () => {
    const data = generateSeed({ devices: 10_000, orgs: 2, groups: 10, seed: 1 })
    const managed = data.devices.filter(
      (device) => data.organizations.find((o) => o.id === device.organization)?.managed,
    )
    expect(managed).toHaveLength(10_000)
    expect(data.devices).toHaveLength(10_003)
    const share = (test: (device: (typeof managed)[number]) => boolean) => managed.filter(test).length / managed.length
    expect(share((device) => device.monitoring.status === 'ok')).toBeCloseTo(0.7, 1)
    expect(share((device) => device.monitoring.status === 'deactivated')).toBeCloseTo(0.05, 1)
    expect(share((device) => device.group === null)).toBeCloseTo(0.05, 1)
    expect(share((device) => device.location === null)).toBeCloseTo(0.15, 1)
    expect(share((device) => device.config === null)).toBeCloseTo(0.05, 1)
    expect(share((device) => device.config?.status === 'error')).toBeGreaterThan(0.02)
    for (const device of managed.filter((candidate) => candidate.is_deactivated)) {
      expect(['deactivated', 'deactivating']).toContain(device.config?.status)
      expect(device.monitoring.status).toBe('deactivated')
    }
    for (const device of managed.filter((candidate) => candidate.config?.status === 'error')) {
      expect(device.config?.error_reason).toMatch(/^Configuration could not be applied: /)
    }
    expect(new Set(data.devices.map((device) => device.id)).size).toBe(10_003)
    expect(data.devices.every((device) => UUID_V4.test(device.id))).toBe(true)
    expect(new Set(managed.map((device) => device.mac_address)).size).toBe(10_000)
    expect(managed.some((device) => device.name === device.mac_address)).toBe(true)
    expect(managed.some((device) => /^ap-pho-thin-\d{2}$/.test(device.name))).toBe(true)
    const store = new SimulatorStore(data)
    expect(store.devicesNewestFirst()).toHaveLength(10_003)
  })

  it('names the organizations in Vietnamese with their slugs, plus one the user does not manage', () => {
    const data = generateSeed({ ...resolveOptions(), orgs: 3 })
    expect(
      data.organizations.map((organization) => [organization.name, organization.slug, organization.managed]),
    ).toEqual([
      ['Wifi Việt Miền Bắc', 'wifi-viet-mien-bac', true],
      ['Wifi Việt Miền Nam', 'wifi-viet-mien-nam', true],
      ['Wifi Việt Miền Trung', 'wifi-viet-mien-trung', true],
      ['Đối tác khác', 'doi-tac-khac', false],
    ])
    const unmanaged = data.organizations[3]?.id
    expect(data.devices.filter((device) => device.organization === unmanaged)).toHaveLength(3)
  })

  it('rejects impossible options', async () => {
    await expect(startSimulator({ orgs: 0 })).rejects.toThrow(/orgs must be an integer/)
    await expect(startSimulator({ devices: -1 })).rejects.toThrow(/devices/)
  })
})
