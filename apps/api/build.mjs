// Bundles the server into dist/server.js. The TypeScript source of the workspace packages (the contract, and the
// guest page's server rendering, written in TSX for Preact) is bundled in; packages from node_modules stay external
// (native argon2, PGlite's wasm and pino's worker threads must load from disk).
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
  jsx: 'automatic',
  jsxImportSource: 'preact',
  plugins: [
    {
      // The workspace packages are links into node_modules, but they are TypeScript source: bundle them.
      name: 'bundle-workspace-packages',
      setup(context) {
        context.onResolve({ filter: /^@wifi\/contract$/ }, () => ({
          path: here('../../packages/contract/src/index.ts'),
        }))
        context.onResolve({ filter: /^@wifi\/contract\/ad-task$/ }, () => ({
          path: here('../../packages/contract/src/ad-task.ts'),
        }))
        context.onResolve({ filter: /^@wifi\/guest$/ }, () => ({
          path: here('../../packages/guest/src/index.ts'),
        }))
      },
    },
  ],
  logLevel: 'info',
})
