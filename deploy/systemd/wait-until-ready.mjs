// Waits until the server process on this machine's port answers GET /api/health/ready with 200, for systemd's
// ExecStartPost: `systemctl start` and `restart` then return only once the process can take traffic, so restarting
// the instances one after the other (`systemctl restart wifi-console@3001 && systemctl restart wifi-console@3002`)
// always leaves one answering.
//
// Usage: node wait-until-ready.mjs <port> [seconds, default 60]; exits 0 once ready, 1 when it was not in time.

const [port, seconds = '60'] = process.argv.slice(2)
if (!/^\d+$/.test(port ?? '') || !/^\d+$/.test(seconds)) {
  console.error('Usage: node wait-until-ready.mjs <port> [seconds]')
  process.exit(2)
}
const url = `http://127.0.0.1:${port}/api/health/ready`
const deadline = Date.now() + Number(seconds) * 1000
let last = 'no answer'
while (Date.now() < deadline) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    if (response.ok) process.exit(0)
    last = `${response.status} ${await response.text()}`
  } catch (error) {
    last = error.cause?.code ?? error.message
  }
  await new Promise((resolve) => setTimeout(resolve, 250))
}
console.error(`${url} was not ready within ${seconds} s (last: ${last})`)
process.exit(1)
