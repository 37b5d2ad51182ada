import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CliError, parseCliArgs } from '../src/cli-options.ts'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Starts the CLI as `npm start` does (tsx), optionally stopping it with SIGTERM once it printed a line. */
function runCli(args: string[], stopAfterFirstLine: boolean): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { cwd: packageDir })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      if (stopAfterFirstLine && stdout.includes('\n')) child.kill('SIGTERM')
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    // 'close' rather than 'exit': it comes once stdout and stderr are fully read.
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('CLI options', () => {
  it('reads --name value and --name=value', () => {
    const options = parseCliArgs(['--port', '8100', '--devices=60', '--latency', '25', '--error-rate', '0.1'])
    expect(options.simulator).toEqual({ port: 8100, devices: 60 })
    expect(options.latencyMs).toBe(25)
    expect(options.serverErrorRate).toBe(0.1)
  })

  it('reads --command-shell as prefix words and --command-delay in milliseconds', () => {
    const options = parseCliArgs(['--command-shell', ' ip netns exec gwt-gw  sh -c', '--command-delay=50'])
    expect(options.simulator).toEqual({
      commandShell: ['ip', 'netns', 'exec', 'gwt-gw', 'sh', '-c'],
      commandDelayMs: 50,
    })
    expect(parseCliArgs([]).simulator.commandShell).toBeUndefined()
    expect(() => parseCliArgs(['--command-shell', ' '])).toThrow('--command-shell must not be empty')
    expect(() => parseCliArgs(['--command-delay', 'soon'])).toThrow('--command-delay expects a whole number')
  })

  it('refuses unknown options and bad values with a clear message', () => {
    expect(() => parseCliArgs(['--colour', 'red'])).toThrow(CliError)
    expect(() => parseCliArgs(['--devices', 'many'])).toThrow('--devices expects a whole number, got "many"')
    expect(() => parseCliArgs(['--error-rate', '2'])).toThrow('--error-rate expects a number from 0 to 1')
    expect(() => parseCliArgs(['--port'])).toThrow('--port needs a value')
  })
})

describe('CLI process', () => {
  it('prints one line when listening and exits cleanly on SIGTERM', async () => {
    const run = await runCli(['--devices', '60', '--orgs', '2', '--groups', '10', '--username', 'console'], true)
    expect(run.stdout).toMatch(
      /^OpenWISP simulator listening on http:\/\/127\.0\.0\.1:\d+ \(60 devices, 2 organizations, 10 groups; user console\)\n$/,
    )
    expect(run.code).toBe(0)
  })

  it('warns on stderr when custom commands really run', async () => {
    const run = await runCli(['--devices', '1', '--command-shell', 'sh -c'], true)
    expect(run.code).toBe(0)
    expect(run.stderr).toContain('custom device commands run through "sh -c"')
  })

  it('exits 1 with a message on a bad option', async () => {
    const run = await runCli(['--orgs', '0'], false)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('openwisp-sim: orgs must be an integer from 1 to 50, got 0')
  })
})
