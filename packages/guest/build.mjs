// Builds the guest page's script and style sheet into dist/assets/ under content-hashed names (served forever
// cached), and dist/manifest.json naming them, which the API reads at start. The server side is not built here:
// the API bundles this package's source like the contract's.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const dist = here('dist')
const assets = join(dist, 'assets')

const result = await build({
  entryPoints: { client: here('src/client.tsx'), styles: here('src/styles.css') },
  outdir: assets,
  entryNames: '[name]-[hash]',
  bundle: true,
  minify: true,
  format: 'esm',
  // Captive browsers are the phone's own web views; a module script already needs a 2020-era engine.
  target: 'es2020',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  metafile: true,
  legalComments: 'none',
  logLevel: 'info',
})

const outputs = Object.entries(result.metafile.outputs)
const outputOf = (entry) => {
  const found = outputs.find(([, output]) => output.entryPoint && basename(output.entryPoint) === entry)
  if (!found) throw new Error(`esbuild wrote no output for ${entry}`)
  return basename(found[0])
}
const manifest = { script: outputOf('client.tsx'), style: outputOf('styles.css') }

await mkdir(dist, { recursive: true })
await writeFile(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

// Files of earlier builds are no longer named by the manifest.
const current = new Set(outputs.map(([path]) => basename(path)))
for (const name of await readdir(assets)) {
  if (!current.has(name)) await rm(join(assets, name))
}
