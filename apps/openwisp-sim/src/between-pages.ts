import type { BetweenPagesFault } from './faults.ts'
import type { SimulatorStore } from './store.ts'
import type { DeviceRecord } from './types.ts'

export interface BetweenPagesEvent {
  afterPage: number
  action: BetweenPagesFault['action']
  deviceId: string
}

/**
 * Changes the data the way a concurrent operator would while a client pages through a list. By default it hits
 * the first device of the page just served, so every later item shifts: a client that computes pages instead of
 * following `next` skips or repeats devices.
 */
export function applyBetweenPages(
  store: SimulatorStore,
  fault: BetweenPagesFault,
  page: readonly DeviceRecord[],
): BetweenPagesEvent | null {
  const target = fault.deviceId ? store.getDevice(fault.deviceId) : page[0]
  if (fault.action === 'add') {
    const added = store.addDevice({ organization: target?.organization, group: target?.group ?? null })
    return { afterPage: fault.afterPage, action: 'add', deviceId: added.id }
  }
  if (!target) return null
  if (fault.action === 'delete') store.deleteDevice(target.id)
  else store.updateDevice(target.id, { name: renamed(target.name), notes: 'Đổi trong lúc đồng bộ' })
  return { afterPage: fault.afterPage, action: fault.action, deviceId: target.id }
}

/** A different name that is still a valid hostname, even when the old one was a MAC address. */
function renamed(name: string): string {
  const base = name.includes(':') ? `ap-${name.replace(/:/g, '').toLowerCase()}` : name
  return `${base.slice(0, 59)}-doi`
}
