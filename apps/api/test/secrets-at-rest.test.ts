import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiPaths } from '@wifi/contract'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { generatedKeyFile } from '../src/bootstrap/secrets-key.ts'
import { parseConfig } from '../src/config.ts'
import { accessPoints, openwispTokens } from '../src/db/schema.ts'
import { createAccessPoint } from '../src/factories/access-point-factory.ts'
import { createSecretBox } from '../src/security/secret-box.ts'
import { startTestApp, testSecretsKey, type TestApp } from './support/test-app.ts'
import { useTestApp } from './support/use-test-app.ts'

/** Secrets held for other systems are sealed in the database with SECRETS_KEY (docs/decisions/012). */

const { db, database, userWithSession } = useTestApp({ app: false })
let dataDir: string
const started: TestApp[] = []

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'secrets-test-'))
})

afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()))
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const box = createSecretBox(Buffer.from(testSecretsKey, 'base64'))

async function start(env: Record<string, string> = {}) {
  const api = await startTestApp({ database: database.handle, env })
  started.push(api)
  return api
}

const insertAccessPoint = (gatewaySecret: string | null = null) =>
  createAccessPoint(db(), { gatewayKind: gatewaySecret ? 'chilli' : null, gatewaySecret })

const storedSecret = async (id: string) =>
  (await db().select().from(accessPoints).where(eq(accessPoints.id, id)))[0]?.gatewaySecret

describe('secrets at rest', () => {
  it('stores a gateway secret sealed: the row does not hold it, the key opens it', async () => {
    const api = await start()
    const admin = await userWithSession({ role: 'admin' })
    const accessPoint = await insertAccessPoint()
    const response = await api.request('PUT', apiPaths.accessPointGateway(accessPoint.id), {
      token: admin.token,
      body: { kind: 'opennds', secret: 'fas-key-tuyet-mat' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ gatewayKind: 'opennds', hasGatewaySecret: true })
    const stored = await storedSecret(accessPoint.id)
    expect(stored).not.toContain('fas-key-tuyet-mat')
    expect(box.open(stored!, 'gateway-secret')).toBe('fas-key-tuyet-mat')
    // Bound to its purpose: the same value does not open as another kind of secret.
    expect(() => box.open(stored!, 'openwisp-token')).toThrow()
  })

  it('seals secrets stored in plaintext when it starts, and leaves sealed ones as they are', async () => {
    const plain = await insertAccessPoint('uam-secret-cu')
    const alreadySealed = box.seal('already-sealed', 'gateway-secret')
    const sealedBefore = await insertAccessPoint(alreadySealed)
    await db()
      .insert(openwispTokens)
      .values({ baseUrl: 'http://ow.test', username: 'console', token: 'a'.repeat(40) })

    const api = await start()
    expect(api.logs.some((line) => String(line.msg).includes('Sealed 2 secret(s)'))).toBe(true)
    expect(box.open((await storedSecret(plain.id))!, 'gateway-secret')).toBe('uam-secret-cu')
    expect(await storedSecret(sealedBefore.id)).toBe(alreadySealed)
    const [token] = await db().select().from(openwispTokens).where(eq(openwispTokens.baseUrl, 'http://ow.test'))
    expect(box.open(token!.token, 'openwisp-token')).toBe('a'.repeat(40))
    await db().delete(openwispTokens)
  })

  it('refuses to start with a key that does not open the stored secrets', async () => {
    await insertAccessPoint(box.seal('sealed-with-the-test-key', 'gateway-secret'))
    const otherKey = Buffer.alloc(32, 9).toString('base64')
    await expect(start({ SECRETS_KEY: otherKey })).rejects.toThrow(/does not open the secrets stored/)
  })

  it('without SECRETS_KEY, generates a key into DATA_DIR once, warns, and uses it again next time', async () => {
    await db().update(accessPoints).set({ gatewaySecret: null, gatewayKind: null })
    const first = await start({ SECRETS_KEY: '', DATA_DIR: dataDir })
    const keyFile = join(dataDir, generatedKeyFile)
    const key = await readFile(keyFile, 'utf8')
    expect(Buffer.from(key.trim(), 'base64')).toHaveLength(32)
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600)
    expect(first.logs.some((line) => line.level === 40 && String(line.msg).includes('SECRETS_KEY is not set'))).toBe(
      true,
    )
    await first.close()
    started.splice(0)

    await start({ SECRETS_KEY: '', DATA_DIR: dataDir })
    expect(await readFile(keyFile, 'utf8')).toBe(key)
  })

  it('takes SECRETS_KEY as 64 hex digits or base64 of 32 bytes, and names it when it is neither', () => {
    expect(parseConfig({ SECRETS_KEY: 'ab'.repeat(32) }).secretsKey).toHaveLength(32)
    expect(parseConfig({ SECRETS_KEY: testSecretsKey }).secretsKey).toHaveLength(32)
    for (const bad of ['short', 'ab'.repeat(31), Buffer.alloc(16).toString('base64')]) {
      expect(() => parseConfig({ SECRETS_KEY: bad })).toThrow(/SECRETS_KEY must be 32 random bytes/)
    }
  })
})
