// Run after a build (`node scripts/precompress-static.mjs <folder>…`): writes a Brotli (.br) and a gzip (.gz) copy
// beside each compressible file of the built folders, which the server (@fastify/static's preCompressed, the guest
// page's assets) sends by the request's Accept-Encoding (docs/decisions/059). Compressing once at build lets the copies
// use the slowest, smallest settings (Brotli 11, gzip 9), which no server could afford per request.
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** Text formats; fonts (woff2) and images are compressed already, and a second pass only adds framing. */
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/
const copies = [
  {
    extension: '.br',
    compress: (body) =>
      promisify(brotliCompress)(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  { extension: '.gz', compress: (body) => promisify(gzip)(body, { level: constants.Z_BEST_COMPRESSION }) },
]

/** Every file under `folder`, as paths. */
async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** Writes `path`'s copies that are smaller than it, removes any older copy that is not; returns the bytes of each. */
async function precompress(path) {
  const body = await readFile(path)
  const sizes = { plain: body.length }
  for (const { extension, compress } of copies) {
    const compressed = await compress(body)
    if (compressed.length < body.length) {
      await writeFile(path + extension, compressed)
      sizes[extension] = compressed.length
    } else {
      // A tiny file grows under compression: it is sent as it is.
      await rm(path + extension, { force: true })
    }
  }
  // @fastify/send's ETag is the served file's size and modification time. A copy is smaller than the plain file, so
  // their ETags differ; two copies of the same size written within a millisecond would share one, so the gzip copy
  // is dated a second later: each encoding keeps an ETag of its own (a cache must not take one for the other).
  if (sizes['.br'] !== undefined && sizes['.br'] === sizes['.gz']) {
    const { mtime } = await stat(path + '.br')
    const later = new Date(mtime.getTime() + 1000)
    await utimes(path + '.gz', later, later)
  }
  return sizes
}

const folders = process.argv.slice(2)
if (folders.length === 0) {
  console.error('usage: node scripts/precompress-static.mjs <built folder>…')
  process.exit(2)
}
for (const folder of folders) {
  const files = (await filesUnder(folder)).filter((path) => compressible.test(path))
  const sizes = await Promise.all(files.map(precompress))
  const sum = (key) => sizes.reduce((total, size) => total + (size[key] ?? size.plain), 0)
  const kb = (bytes) => (bytes / 1024).toFixed(1)
  console.log(
    `precompressed ${files.length} files in ${folder}: ${kb(sum('plain'))} KB, ` +
      `${kb(sum('.br'))} KB Brotli, ${kb(sum('.gz'))} KB gzip`,
  )
}
