import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { loadSecretsKey } from '../bootstrap/secrets-key.ts'
import { sealStoredSecrets } from '../bootstrap/seal-stored-secrets.ts'
import { createSecretBox, type SecretBox } from '../security/secret-box.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the secrets stored for other systems (docs/decisions/012). */
    secrets: SecretBox
  }
}

async function secretsPlugin(app: FastifyInstance) {
  const box = createSecretBox(await loadSecretsKey(app.config, app.log))
  const { sealed } = await sealStoredSecrets(app.db, box)
  if (sealed > 0) app.log.info(`Sealed ${sealed} secret(s) that were stored in plaintext`)
  app.decorate('secrets', box)
}

export default fp(secretsPlugin, { name: 'secrets', dependencies: ['config', 'database'] })
