import { randomBytes, randomUUID } from 'node:crypto'
import type { Database } from '../db/client.ts'
import { accessPoints, type AccessPointRow } from '../db/schema.ts'
import { uniqueTag } from './unique-tag.ts'

export type NewAccessPoint = typeof accessPoints.$inferInsert

/** A random MAC address, AA:BB:… (locally administered, so it names no real vendor). */
export const randomMac = () =>
  ['02', ...Array.from({ length: 5 }, () => randomBytes(1).toString('hex'))].join(':').toUpperCase()

/**
 * An access point row as a sync would have stored it: online, configured, in no venue, with a unique OpenWISP
 * device, name and MAC unless `fields` says otherwise.
 */
export async function createAccessPoint(db: Database, fields: Partial<NewAccessPoint> = {}): Promise<AccessPointRow> {
  const [accessPoint] = await db
    .insert(accessPoints)
    .values({
      openwispDeviceId: randomUUID(),
      name: `ap-${uniqueTag()}`,
      organizationId: randomUUID(),
      healthStatus: 'online',
      monitoringStatus: 'ok',
      configStatus: 'configured',
      macAddress: randomMac(),
      model: 'test',
      firmware: 'test',
      system: 'test',
      note: '',
      status: 'active',
      openwispModifiedAt: new Date(),
      lastSyncedAt: new Date(),
      ...fields,
    })
    .returning()
  if (!accessPoint) throw new Error('access point insert returned no row')
  return accessPoint
}
