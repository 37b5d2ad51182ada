// Part of `npm test`, after the build: the guest page's whole first load (its HTML, style sheet and script,
// gzipped; the ad's own images are not counted) must stay within its budget (size-budgets.mjs, docs/decisions/019).
// The page is rendered from a realistic model: a Vietnamese several-image ad with a call-to-action and a task. Bytes
// do not vary from run to run, so this is a check of the build, not a timing.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { guestPageKb } from './size-budgets.mjs'

const limitBytes = guestPageKb * 1024
const guest = fileURLToPath(new URL('../packages/guest/', import.meta.url))

// The page is rendered by the package's TSX source: bundle it (with its sample ad) into one module node can run.
const { outputFiles } = await build({
  stdin: {
    contents: `export { readGuestAssets, renderGuestPage } from './src/index.ts'
      export { multipleImagesAd, previewModel } from './test/sample-models.ts'`,
    resolveDir: guest,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  write: false,
  logLevel: 'warning',
})
const work = await mkdtemp(join(tmpdir(), 'guest-size-'))
const renderer = join(work, 'render.mjs')
await writeFile(renderer, outputFiles[0].contents)
const { readGuestAssets, renderGuestPage, multipleImagesAd, previewModel } = await import(pathToFileURL(renderer).href)
await rm(work, { recursive: true })

const assets = readGuestAssets(join(guest, 'dist'))
if (!assets) {
  console.error('The guest page is not built: run `npm run build -w @wifi/guest` first.')
  process.exit(1)
}
const html = renderGuestPage(previewModel(multipleImagesAd, { mode: 'live' }), assets)
const parts = [
  ['HTML (several-image ad, vi)', Buffer.from(html)],
  [`style ${assets.manifest.style}`, await readFile(join(assets.directory, assets.manifest.style))],
  [`script ${assets.manifest.script}`, await readFile(join(assets.directory, assets.manifest.script))],
]

const kb = (bytes) => (bytes / 1024).toFixed(1)
let total = 0
console.log('Guest page first load (gzip -9), without the ad’s images:')
for (const [name, bytes] of parts) {
  const gzipped = gzipSync(bytes, { level: 9 }).length
  total += gzipped
  console.log(`  ${name.padEnd(36)} ${kb(bytes.length).padStart(6)} KB raw  ${kb(gzipped).padStart(5)} KB gzipped`)
}
const within = total <= limitBytes
console.log(
  `guest first load: ${kb(total)} KB gzipped, ${within ? 'within' : 'OVER'} the ${guestPageKb} KB limit (${total} bytes)`,
)
if (!within) {
  console.error('The guest page loads more than its budget: see docs/decisions/019-guest-components.md.')
  process.exitCode = 1
}
