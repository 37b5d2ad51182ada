// Does the time of an answer tell whether an email has an account? Times forgot-password and sign-up for emails
// that have one and emails that do not, interleaved, over HTTP through the built server on PostgreSQL, and
// prints the medians and p95s side by side (docs/decisions/011: the differing work happens after the answer).
// Usage: npm run build && node bench/auth-timing.mjs   (PostgreSQL at BENCH_PG, default postgres://postgres@127.0.0.1:5432)
import { recreateDatabase, startServer, waitFor } from './bench-server.mjs'

const database = 'bench_auth_timing'
const port = 3991
const accounts = 100

await recreateDatabase(database)
// Every request from its own address, so the per-address limits measure nothing but themselves.
const server = await startServer({ database, port, env: { TRUST_PROXY: 'true' } })
let address = 0
const nextAddress = () => {
  address += 1
  return `10.77.${address >> 8}.${address & 255}`
}

async function timed(path, body) {
  // The previous request's after-answer work (a hash, an email) finishes first, so it is not billed to this one.
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.PAUSE ?? 80)))
  const started = performance.now()
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return performance.now() - started
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]
const ms = (value) => `${value.toFixed(1)} ms`.padStart(9)
const report = (name, times) =>
  console.log(`${name.padEnd(44)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}`)

try {
  const password = 'Bench-timing-2026'
  const known = Array.from({ length: accounts }, (_, index) => `known-${index}@bench.test`)
  for (const email of known) await timed('/api/auth/sign-up', { email, password, confirmPassword: password })
  await new Promise((resolve) => setTimeout(resolve, 3000)) // the accounts are made after the answers
  await waitFor(`${server.base}/api/health`)

  const forgot = { known: [], unknown: [] }
  const signUp = { known: [], unknown: [] }
  for (let index = 0; index < accounts; index++) {
    forgot.known.push(await timed('/api/auth/forgot-password', { email: known[index] }))
    forgot.unknown.push(await timed('/api/auth/forgot-password', { email: `nobody-${index}@bench.test` }))
    signUp.known.push(await timed('/api/auth/sign-up', { email: known[index], password, confirmPassword: password }))
    signUp.unknown.push(
      await timed('/api/auth/sign-up', { email: `new-${index}@bench.test`, password, confirmPassword: password }),
    )
  }
  console.log(`${accounts} requests of each kind, interleaved:`)
  report('forgot-password, email with an account', forgot.known)
  report('forgot-password, email without one', forgot.unknown)
  report('sign-up, email already taken', signUp.known)
  report('sign-up, new email', signUp.unknown)
} finally {
  server.stop()
}
