import type { FastifyInstance } from 'fastify'
import { seedDemoAccessPoints } from './access-points.ts'
import { seedDemoAds } from './ads.ts'
import { keepDemoGuestsOnline } from './online-guests.ts'
import { seedDemoVisits } from './visits.ts'

// The demo's accounts come first, right after the first admin (accounts.ts); the rest needs the routes in place.
export { seedDemoAccounts } from './accounts.ts'

/**
 * The rest of the demo, once every route is in place: the access points (synced from the OpenWISP simulator), the
 * ads with their images, and five weeks of guests' visits, whose guests online now stay online while the demo runs.
 */
export async function seedDemoWorld(app: FastifyInstance): Promise<void> {
  await seedDemoAccessPoints(app)
  await seedDemoAds(app)
  await seedDemoVisits(app)
  const stopReporting = await keepDemoGuestsOnline(app)
  app.addHook('onClose', async () => stopReporting())
}
