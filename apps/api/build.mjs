// Bundles the server into dist/server.js. The contract's TypeScript source is bundled in; packages from
// node_modules stay external (native argon2, PGlite's wasm and pino's worker threads must load from disk).
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))

await build({
  entryPoints: [here('src/server.ts')],
  outfile: here('dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      // @wifi/contract is a workspace link into node_modules, but it is TypeScript source: bundle it.
      name: 'bundle-workspace-contract',
      setup(context) {
        context.onResolve({ filter: /^@wifi\/contract$/ }, () => ({
          path: here('../../packages/contract/src/index.ts'),
        }))
      },
    },
  ],
  logLevel: 'info',
})
