import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import { secretsKeyBytes } from '../security/secret-box.ts'

export const generatedKeyFile = 'secrets.key'

/**
 * The key that seals stored secrets: SECRETS_KEY, or else a key generated once into DATA_DIR and read from
 * there on later starts, so a demo or a single server works without setup. The log says to set SECRETS_KEY in
 * production: a key beside the data it protects protects little, and every process must use the same one.
 */
export async function loadSecretsKey(
  config: Pick<Config, 'secretsKey' | 'dataDir'>,
  log: FastifyBaseLogger,
): Promise<Buffer> {
  if (config.secretsKey) return config.secretsKey
  const path = join(config.dataDir, generatedKeyFile)
  let key: Buffer
  try {
    key = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    key = randomBytes(secretsKeyBytes)
    await mkdir(config.dataDir, { recursive: true })
    try {
      // 'wx' fails if another process created the file meanwhile; then its key is the one to use.
      await writeFile(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced
      key = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64')
    }
  }
  if (key.length !== secretsKeyBytes) throw new Error(`${path} does not hold a ${secretsKeyBytes}-byte key`)
  log.warn(
    `SECRETS_KEY is not set: stored secrets are sealed with the key in ${path}. In production set SECRETS_KEY ` +
      '(the same in every process) to that value or a new one from `openssl rand -base64 32`, and keep it apart from backups.',
  )
  return key
}
