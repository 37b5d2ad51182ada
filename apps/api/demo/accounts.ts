import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../src/db/client.ts'
import { createUser, type NewUser } from '../src/modules/users/user-factory.ts'
import { findUserByEmail } from '../src/modules/users/user-repository.ts'

/** A known password, so the demo can be tried as a customer; it follows the change-password rules. */
export const demoPassword = 'Demo1234'

export const demoCustomers: Omit<NewUser, 'password' | 'role' | 'status'>[] = [
  {
    email: 'khach.demo@wifi.local',
    username: 'khach-demo',
    firstname: 'Khách',
    lastname: 'Demo',
    phone: '+84901234567',
  },
  {
    email: 'chu.quan.demo@wifi.local',
    username: 'chu-quan-demo',
    firstname: 'Chủ quán',
    lastname: 'Demo',
    phone: null,
  },
]

/**
 * Demo data, only with DEMO_SEED=true (`npm run demo`), kept apart from the first administrator. Adds the demo
 * customers that do not exist yet and prints their login.
 */
export async function seedDemoAccounts(db: Database, log: FastifyBaseLogger) {
  const created: string[] = []
  for (const customer of demoCustomers) {
    if (await findUserByEmail(db, customer.email)) continue
    await createUser(db, { ...customer, password: demoPassword, role: 'customer', status: 'active' })
    created.push(customer.email)
  }
  if (created.length === 0) return
  log.warn(
    [
      '',
      '================================================================',
      ' Demo data (DEMO_SEED=true): customer accounts',
      ...created.map((email) => `   ${email}`),
      `   Password: ${demoPassword}`,
      '================================================================',
    ].join('\n'),
  )
}
