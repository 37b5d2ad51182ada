import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../errors/unique-violation.ts'
import { createUser, generatePassword } from '../modules/users/user-factory.ts'
import { countUsers } from '../modules/users/user-repository.ts'

export const generatedAdminEmail = 'admin@wifi.local'

/**
 * On the very first start (no users at all) creates the administrator: from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * with a generated password that is printed once — the only way anyone learns it. Later starts do nothing.
 */
export async function ensureFirstAdmin(db: Database, config: Pick<Config, 'admin'>, log: FastifyBaseLogger) {
  if ((await countUsers(db)) > 0) return
  const email = config.admin?.email ?? generatedAdminEmail
  const password = config.admin?.password ?? generatePassword()
  try {
    await createUser(db, { email, password, role: 'admin', status: 'active', firstname: 'Admin', lastname: null })
  } catch (error) {
    // Another process starting on the same empty database created it first.
    if (isUniqueViolation(error, 'users_email_unique')) return
    throw error
  }
  if (config.admin) {
    log.info(`First start: created the administrator ${email} from ADMIN_EMAIL / ADMIN_PASSWORD`)
    return
  }
  log.warn(
    [
      '',
      '================================================================',
      ' First start: created the administrator account',
      `   Email:    ${email}`,
      `   Password: ${password}`,
      ' It is shown only this once. Sign in, then change the password',
      ' under Settings > Security (or set ADMIN_EMAIL / ADMIN_PASSWORD',
      ' before the first start).',
      '================================================================',
    ].join('\n'),
  )
}
