import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { loadSecretsKey } from '../bootstrap/secrets-key.ts'
import { sealStoredSecrets } from '../bootstrap/seal-stored-secrets.ts'
import { createDeviceHasher, type DeviceHasher } from '../security/device-hash.ts'
import { createRecoveryCodeHasher, type RecoveryCodeHasher } from '../security/recovery-code-hash.ts'
import { createSecretBox, type SecretBox } from '../security/secret-box.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the secrets stored for other systems (docs/decisions/012). */
    secrets: SecretBox
    /** The keyed hash that stands for a guest device's MAC address (docs/decisions/020). */
    hashDevice: DeviceHasher
    /** The keyed hash a recovery code is stored as (docs/decisions/039). */
    hashRecoveryCode: RecoveryCodeHasher
  }
}

async function secretsPlugin(app: FastifyInstance) {
  const key = await loadSecretsKey(app.config, app.log)
  const box = createSecretBox(key)
  const { sealed } = await sealStoredSecrets(app.db, box)
  if (sealed > 0) app.log.info(`Sealed ${sealed} secret(s) that were stored in plaintext`)
  app.decorate('secrets', box)
  app.decorate('hashDevice', createDeviceHasher(key))
  app.decorate('hashRecoveryCode', createRecoveryCodeHasher(key))
}

export default fp(secretsPlugin, { name: 'secrets', dependencies: ['config', 'database'] })
