// Part of `npm test`, after the build: the bytes on the wire of a first visit to the console's /sign-in — every static
// file Chromium fetches for it (the page, scripts, style sheets, fonts, translations; not the API's answers), each
// asked for again as a browser asks, `Accept-Encoding: br, gzip`, and counted as the server sends it (the body's
// bytes, still encoded; headers left out). Fails over the limit in size-budgets.mjs (docs/decisions/059). Bytes do not
// vary from run to run, so this is a check of the build, not a timing.
import { request } from 'node:http'
import { kb, loadSignIn, withBuiltServer } from '../bench/sign-in-first-load.mjs'
import { firstVisitWire } from './size-budgets.mjs'

const { budgetKb, limitKb } = firstVisitWire

/** A browser's ask for `url`, its answer's body as it came: still encoded. */
function onTheWire(url) {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': 'br, gzip' }, agent: false }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'] ?? 'none',
          bytes: Buffer.concat(chunks).length,
        }),
      )
      response.on('error', reject)
    })
    asked.on('error', reject)
    asked.end()
  })
}

/** What a file is, for the figure per kind. */
function kindOf({ path, resourceType }) {
  if (resourceType === 'document') return 'HTML'
  if (resourceType === 'script') return 'JS'
  if (resourceType === 'stylesheet') return 'CSS'
  if (resourceType === 'font') return 'fonts'
  if (path.startsWith('/locales/')) return 'translations'
  return 'other'
}

const files = await withBuiltServer(async (base) => {
  const responses = (await loadSignIn(base)).filter(
    (response) => response.method === 'GET' && response.status === 200 && !response.path.startsWith('/api/'),
  )
  return Promise.all(
    responses.map(async (response) => {
      const wire = await onTheWire(`${base}${response.path}`)
      if (wire.status !== 200) throw new Error(`${response.path} answered ${wire.status} when asked again`)
      return { path: response.path, kind: kindOf(response), raw: response.body.length, ...wire }
    }),
  )
})
if (!files.some((file) => file.kind === 'JS')) throw new Error('/sign-in fetched no script: is apps/web/dist built?')

const kinds = ['HTML', 'JS', 'CSS', 'fonts', 'translations', 'other']
const sum = (list, key) => list.reduce((total, file) => total + file[key], 0)
console.log('First visit to /sign-in, on the wire (Accept-Encoding: br, gzip):')
for (const kind of kinds) {
  const ofKind = files.filter((file) => file.kind === kind)
  if (ofKind.length === 0) continue
  const encodings = [...new Set(ofKind.map((file) => file.encoding))].join(', ')
  console.log(
    `  ${kind.padEnd(13)} ${String(ofKind.length).padStart(3)} files ${kb(sum(ofKind, 'bytes')).padStart(7)} KB ` +
      `on the wire ${`(${encodings})`.padEnd(12)} ${kb(sum(ofKind, 'raw')).padStart(7)} KB plain`,
  )
}
const total = sum(files, 'bytes')
const verdict = total <= limitKb * 1024 ? 'within' : 'OVER'
console.log(
  `first visit on the wire: ${kb(total)} KB in ${files.length} files (${kb(sum(files, 'raw'))} KB plain), ` +
    `${verdict} the ${limitKb} KB limit (budget ${budgetKb} KB; ${total} bytes)`,
)
if (verdict === 'OVER') {
  console.error(
    'The first visit sends more than its limit: is every text file precompressed (scripts/precompress-static.mjs)? ' +
      'See docs/decisions/059-compressed-static-files.md.',
  )
  process.exitCode = 1
}
