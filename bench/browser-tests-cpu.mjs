// Where the browser tests' CPU goes: runs Playwright on the specs given (`node bench/browser-tests-cpu.mjs
// tests/venues.spec.ts --workers 1`, from the repository root, after `npm run build`) and prints the CPU seconds of
// its processes by kind — Chromium's renderers, browser and GPU processes, the console servers, the Playwright workers.
// Linux only: it samples /proc every half second and counts a process as the run's when the run started it (any
// ancestor's environment holds this run's mark), so other work on the machine is left out. Processes that live less
// than half a second are missed; PostgreSQL's backends are not the run's children and are left out too.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const mark = `BROWSER_TESTS_CPU=${process.pid}`
const ticksPerSecond = 100

function read(path) {
  try {
    return readFileSync(path)
  } catch {
    return null
  }
}

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces and brackets). */
function statFields(pid) {
  const stat = read(`/proc/${pid}/stat`)?.toString()
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null
}

const isTheRuns = new Map()
function startedByTheRun(pid) {
  if (!isTheRuns.has(pid)) {
    const environment = read(`/proc/${pid}/environ`)?.toString() ?? ''
    const parent = statFields(pid)?.[1]
    isTheRuns.set(
      pid,
      environment.split('\0').includes(mark) || (parent !== undefined && parent !== '1' && startedByTheRun(parent)),
    )
  }
  return isTheRuns.get(pid)
}

function kindOf(commandLine) {
  if (commandLine.includes('chromium')) {
    const type = /--type=([\w-]+)/.exec(commandLine)?.[1]
    return type ? `chromium ${type}` : 'chromium browser'
  }
  if (commandLine.includes('dist/server.js')) return 'console server'
  if (commandLine.includes('openwisp-sim')) return 'OpenWISP simulator'
  if (commandLine.includes('workerProcessEntry')) return 'Playwright worker'
  if (commandLine.includes('playwright')) return 'Playwright runner'
  if (commandLine.includes('mail-server')) return 'mail receiver'
  return 'other'
}

/** Last seen CPU seconds of every process the run started, by pid and start time (pids are reused). */
const processes = new Map()
function sample() {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const fields = statFields(pid)
    if (!fields || !startedByTheRun(pid)) continue
    const key = `${pid}@${fields[19]}`
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
    const known = processes.get(key)
    if (known) known.seconds = seconds
    else {
      const commandLine = read(`/proc/${pid}/cmdline`)?.toString().replaceAll('\0', ' ') ?? ''
      processes.set(key, { kind: kindOf(commandLine), seconds })
    }
  }
}

const started = Date.now()
const run = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: 'e2e',
  env: { ...process.env, BROWSER_TESTS_CPU: String(process.pid) },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const sampler = setInterval(sample, 500)
const code = await new Promise((resolve) => run.on('close', resolve))
clearInterval(sampler)

const byKind = new Map()
for (const { kind, seconds } of processes.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds)
const total = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0)
console.log(`\nCPU of the run's processes (${((Date.now() - started) / 1000).toFixed(0)} s of wall time):`)
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) {
  console.log(`${kind.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s  ${((100 * seconds) / total).toFixed(0)}%`)
}
console.log(`${'total'.padEnd(28)} ${total.toFixed(1).padStart(7)} s`)
process.exitCode = code ?? 1
