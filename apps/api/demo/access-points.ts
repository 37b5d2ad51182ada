import { asc, eq, isNotNull, like } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyInstance } from 'fastify'
import { accessPoints, users, venues } from '../src/db/schema.ts'
import { addVenueMembers, createVenue } from '../src/factories/venue-factory.ts'
import { startSync } from '../src/sync/sync-service.ts'
import { findUserByEmail } from '../src/modules/users/user-repository.ts'
import { openwispGroupSchema } from '../src/openwisp/schemas.ts'
import { demoCustomers } from './accounts.ts'

const demoVenueCount = 4
const demoEmailDomain = 'demo.wifi.local'

/** A device group with its SSID variable, which its devices broadcast: the demo venue's SSID is the same one. */
const groupWithSsid = openwispGroupSchema.extend({
  context: z.object({ SSID: z.string().optional() }).nullish().catch(null),
})

/**
 * Demo data beyond accounts (DEMO_SEED=true): a venue for each of OpenWISP's first device groups, linked to it,
 * the first two managed by the demo customers, then one sync so the access points are there at once; with
 * DEMO_UAM_SECRET, their access points run CoovaChilli with it, for the demo's simulated gateway. Runs only
 * on a database without demo venues; a controller that fails leaves a warning, not a dead demo.
 */
export async function seedDemoAccessPoints(app: FastifyInstance) {
  const { db, openwisp } = app
  if (!openwisp) return
  const [existing] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(like(venues.email, `%@${demoEmailDomain}`))
  if (existing) return
  const [admin] = await db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt)).limit(1)
  if (!admin) return
  try {
    const groups = (await openwisp.listGroups(groupWithSsid)).slice(0, demoVenueCount)
    // All the venues or none: a half-made demo would never be completed (the check above would skip it).
    await db.transaction(async (tx) => {
      for (const [index, group] of groups.entries()) {
        const venue = await createVenue(tx, {
          name: group.name,
          owner: group.name.split(' ').slice(0, 2).join(' '),
          email: `venue${index + 1}@${demoEmailDomain}`,
          phone: `+8490${String(1_000_000 + index * 137_531).slice(0, 7)}`,
          address: group.description || group.name,
          ssid: group.context?.SSID ?? null,
          openwispGroupId: group.id,
        })
        const member = demoCustomers[index] && (await findUserByEmail(tx, demoCustomers[index].email))
        if (member) await addVenueMembers(tx, venue.id, [member.id])
      }
    })
    const sync = { db, openwisp, runner: app.syncRunner, cooldownSeconds: 0, log: app.log, processKey: app.processKey }
    const run = await (await startSync(sync, admin)).done
    app.log.info(`Demo: ${groups.length} venues linked to OpenWISP device groups; ${run.created} access points synced`)
    if (app.config.demoUamSecret) {
      // The demo's simulated CoovaChilli gateway stands in front of any of them (scripts/demo.mjs).
      await db
        .update(accessPoints)
        .set({ gatewayKind: 'chilli', gatewaySecret: app.secrets.seal(app.config.demoUamSecret, 'gateway-secret') })
        .where(isNotNull(accessPoints.venueId))
      app.log.info('Demo: the access points run CoovaChilli with the demo UAM secret')
    }
  } catch (error) {
    app.log.warn({ err: error }, 'Demo: could not load access points from OpenWISP')
  }
}
