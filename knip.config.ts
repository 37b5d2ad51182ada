import { existsSync } from 'node:fs'
import type { KnipConfig } from 'knip'

/**
 * `npm run test:knip`: no unused file, export, type or dependency, and no import of a package its workspace does not
 * declare. knip's plugins already find most entry files: the scripts of each package.json (server.ts, the CLIs,
 * build.mjs, scripts/*.mjs), index.html's main.tsx, the vite, vitest, playwright, drizzle and eslint configs, the
 * test files and the setup files those configs name. Listed here are only the entry files no config names.
 *
 * Exported types count like any export (knip's default): a type used only in its own file loses its `export`, as
 * this repository type-checks with noEmit and nothing reads declarations. Likewise an export used only in its own
 * file is reported (the default `ignoreExportsUsedInFile: false`): the keyword claims a caller that does not exist.
 * Entry files' own exports are not reported (the default): they are read by a tool or a router, not imported.
 */
/**
 * The web app's route tree, which `tsr generate` (typecheck) and the router's vite plugin (build) write and git
 * ignores. In a fresh clone `npm test` runs knip beside those (scripts/test-all.mjs), so the file may not exist yet:
 * only then is main.tsx's import of it left unresolved on purpose (an ignore of an import that resolves would be
 * reported as a stale one).
 */
const routeTreeMissing = !existsSync(new URL('apps/web/src/routeTree.gen.ts', import.meta.url))

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // Run by hand (`node bench/list-pages.mjs`, `npx tsx bench/production.ts`; docs/budgets.md).
        'bench/*.{mjs,ts}',
        // Run by systemd by its path (ExecStartPost in deploy/systemd/wifi-console@.service).
        'deploy/systemd/*.mjs',
      ],
      includeEntryExports: true,
    },
    'packages/contract': { includeEntryExports: true },
    'packages/guest': {
      // build.mjs hands it to esbuild by its path: the guest page's browser script.
      entry: ['src/client.tsx'],
      includeEntryExports: true,
    },
    'apps/api': {
      // fetch-remote.test.ts makes its test certificates with Debian's openssl, not an npm package.
      ignoreBinaries: ['openssl'],
    },
    'apps/web': {
      // TanStack Router's file-based routes: the router generator reads each file of src/routes by its path.
      entry: ['src/routes/**/*.tsx'],
      ignoreUnresolved: routeTreeMissing ? ['./routeTree.gen'] : [],
    },
    'apps/openwisp-sim': { includeEntryExports: true },
    'apps/chilli-sim': { includeEntryExports: true },
    e2e: {
      // playwright.config.ts throws until `npm run build` has run (the tests drive the built server), and `npm test`
      // runs knip beside the build: read it as plain source, not loaded, with the script its webServer starts.
      playwright: { config: [] },
      entry: ['playwright.config.ts', 'support/mail-server.ts'],
    },
    production: {},
  },
}

export default config
