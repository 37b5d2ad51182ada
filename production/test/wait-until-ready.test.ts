import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { freePort } from '../support/postgres-cluster.ts'
import { useProductionStack } from '../support/production-stack.ts'
import { repoRoot } from '../support/server-process.ts'

/**
 * The systemd unit's ExecStartPost (deploy/systemd/wait-until-ready.mjs): `systemctl restart` returns once the process
 * is ready, which is what makes restarting the instances one after the other safe.
 */

const waitScript = join(repoRoot, 'deploy/systemd/wait-until-ready.mjs')
const run = promisify(execFile)
const stack = useProductionStack({ database: 'wait_until_ready' })

describe('waiting until a process is ready', () => {
  it('returns once a starting process answers ready, and the process is ready then', async () => {
    const server = await stack.spawnServer()
    await run(process.execPath, [waitScript, String(server.port), '60'])
    const ready = await fetch(`${server.url}/api/health/ready`)
    expect(ready.status).toBe(200)
  })

  it('fails, saying why, when nothing answers in time', async () => {
    const port = await freePort()
    const failed = await run(process.execPath, [waitScript, String(port), '1']).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain(
      `http://127.0.0.1:${port}/api/health/ready was not ready within 1 s (last: ECONNREFUSED)`,
    )
  })
})
