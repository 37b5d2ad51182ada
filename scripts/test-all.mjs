// `npm test`: every check and test of the repository, in stages (docs/testing.md). Each group's lanes run side by
// side, and a lane's stages one after another. Each stage's output is printed whole when it ends (side-by-side
// stages would otherwise interleave), then a table of the stages with their times, and a closing line
// `N passed, N failed` counting every test and every check.
import { spawn } from 'node:child_process'

/** Groups of lanes of stages (npm scripts of the root package.json). */
const groups = [
  // The checks and the build read nothing another writes.
  [['typecheck'], ['lint'], ['format:check'], ['test:engines', 'test:readmes', 'test:docs'], ['test:knip'], ['build']],
  // The browser tests keep about 1.4 of the two cores busy (their tests wait on pages and servers as much as they
  // compute), so every other suite runs beside them, one after another, in the CPU they leave.
  [['test:e2e'], ['test:size', 'test:packages', 'test:api', 'test:api:pglite', 'test:production']],
]

// eslint-disable-next-line no-control-regex -- the colour codes runners print
const colours = /\x1b\[[0-9;]*m/g

/** Tests counted from the summary lines of vitest (`Tests  3 failed | 120 passed (123)`) and Playwright. */
function countTests(output) {
  const text = output.replace(colours, '')
  let passed = 0
  let failed = 0
  let found = false
  for (const line of text.matchAll(/^\s*Tests\s+(.+)\(\d+\)\s*$/gm)) {
    found = true
    passed += Number(/(\d+) passed/.exec(line[1])?.[1] ?? 0)
    failed += Number(/(\d+) failed/.exec(line[1])?.[1] ?? 0)
  }
  const playwrightPassed = /^\s+(\d+) passed \(/m.exec(text)
  if (playwrightPassed || /^\s+\d+ failed$/m.test(text)) {
    found = true
    passed += Number(playwrightPassed?.[1] ?? 0)
    failed += Number(/^\s+(\d+) failed$/m.exec(text)?.[1] ?? 0)
    // A test that never ran because a worker stopped counts as failed, not as nothing.
    failed += Number(/^\s+(\d+) did not run$/m.exec(text)?.[1] ?? 0)
  }
  return found ? { passed, failed } : null
}

function run(script, live) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const take = (chunk) => {
      output += chunk
      if (live) process.stdout.write(chunk)
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      if (!live) process.stdout.write(`\n===== ${script} =====\n${output}`)
      resolve({ script, code, seconds, tests: countTests(output) })
    })
  })
}

const results = []
const started = Date.now()
for (const lanes of groups) {
  const live = lanes.length === 1 && lanes[0].length === 1
  if (live) console.log(`\n===== ${lanes[0][0]} =====`)
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const ran = []
      for (const script of lane) ran.push(await run(script, live))
      return ran
    }),
  )
  results.push(...laneResults.flat())
  // Every later stage runs the build: without it they would all fail for the same reason.
  if (results.some((result) => result.script === 'build' && result.code !== 0)) break
}

let passed = 0
let failed = 0
console.log('\nstage                 time   result')
for (const { script, code, seconds, tests } of results) {
  // A stage without tests (a check, the build) counts as one; a runner that failed without a summary, as one failure.
  const stagePassed = tests ? tests.passed : code === 0 ? 1 : 0
  const stageFailed = tests ? tests.failed + (code !== 0 && tests.failed === 0 ? 1 : 0) : code === 0 ? 0 : 1
  passed += stagePassed
  failed += stageFailed
  const verdict = tests ? `${tests.passed} passed, ${tests.failed} failed` : code === 0 ? 'ok' : `failed (exit ${code})`
  console.log(`${script.padEnd(20)} ${String(seconds).padStart(5)} s  ${verdict}`)
}
const skipped = groups.flat(2).length - results.length
if (skipped > 0) {
  console.log(`${skipped} later stages did not run`)
  failed += skipped
}
console.log(`total ${Math.round((Date.now() - started) / 1000)} s`)
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0
