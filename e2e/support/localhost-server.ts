import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { localhostPort, mailSmtpPort } from './servers.ts'

/**
 * A second console server whose PUBLIC_URL is http://localhost:…, for passkeys: browsers refuse WebAuthn on an IP
 * address ("This is an invalid domain"), and the main e2e server's address is 127.0.0.1. Its own database, the
 * run's mail receiver; started by the spec that needs it, stopped after it.
 */
export const localhostUrl = `http://localhost:${localhostPort}`

export interface LocalhostServer {
  stop(): Promise<void>
}

/** `env`: settings of its own on top of these (REQUIRE_STRONG_MFA for the authenticator app's spec). */
export async function startLocalhostServer(env: Record<string, string> = {}): Promise<LocalhostServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wifi-console-e2e-localhost-'))
  const server: ChildProcess = spawn(
    process.execPath,
    [new URL('../../apps/api/dist/server.js', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        PORT: String(localhostPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: localhostUrl,
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        ADMIN_EMAIL: 'admin-localhost@e2e.test',
        ADMIN_PASSWORD: 'Admin1234',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const stop = async () => {
    if (server.exitCode === null) {
      // SIGTERM lets it close PGlite cleanly before its folder is removed.
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${localhostPort}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { stop }
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`The localhost server did not start (exit code ${server.exitCode})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
