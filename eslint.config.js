// Lint rules, including the one-way import directions of docs/architecture.md, enforced here rather than by memory.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const web = './apps/web/src'
const api = './apps/api/src'
/** The server's wiring: the app, its plugins, its start-up tasks and the demo's seeding. */
const apiWiring = [`${api}/app.ts`, `${api}/server.ts`, `${api}/plugins`, `${api}/bootstrap`, './apps/api/demo']
/** What every part of the server builds on. */
const apiFoundation = ['db', 'errors', 'lib', 'security', 'mail', 'export', 'rate-limit', 'authorization'].map(
  (folder) => `${api}/${folder}`,
)
const featureNames = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * contract ← api, contract ← web; web: shared ← features ← routes, features independent of each other; api:
 * foundation ← modules and guest ← wiring (docs/architecture.md).
 */
const importDirections = [
  {
    target: './packages/contract',
    from: ['./apps', './e2e', './packages/guest'],
    message: 'The contract depends on nothing in the apps.',
  },
  {
    target: './packages/guest',
    from: ['./apps', './e2e'],
    message: 'The guest page depends on the contract only: no console or server code in its budget.',
  },
  { target: './apps/web', from: './apps/api', message: 'The web talks to the API over HTTP only.' },
  {
    target: './apps/api',
    from: './apps/web',
    // The text catalogs are data, not code: exports head their columns exactly as the console's tables do.
    except: ['./public/locales'],
    message: 'The API never imports the web app (only its text catalogs).',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/hooks`, `${web}/stores`, `${web}/context`],
    from: [`${web}/features`, `${web}/routes`],
    message: 'Shared code must not depend on features or routes.',
  },
  { target: `${web}/features`, from: `${web}/routes`, message: 'Features must not import routes.' },
  {
    target: [`${api}/modules`, `${api}/guest`, `${api}/sync`, `${api}/pdf`, `${api}/maintenance`, `${api}/factories`],
    from: apiWiring,
    message:
      'Server modules never import the wiring (plugins, start-up, demo): a request’s user is in src/signed-in.ts.',
  },
  {
    target: apiFoundation,
    from: [...apiWiring, `${api}/modules`, `${api}/guest`],
    message: 'The server’s foundation (database, errors, mail, security…) depends on no module and no wiring.',
  },
  ...featureNames.map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: 'Features must not import each other; share through components, lib or hooks.',
  })),
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/web/src/routeTree.gen.ts',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/contract/tsconfig.json',
            'packages/guest/tsconfig.json',
            'e2e/tsconfig.json',
            'apps/openwisp-sim/tsconfig.json',
          ],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importDirections }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}', 'packages/guest/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // OpenWISP's paths are spelled in its client only; everything else calls its typed methods (ADR 027).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/openwisp/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/\\/api\\/v1\\//], TemplateElement[value.raw=/\\/api\\/v1\\//]',
          message: "Call OpenWISP through the client's typed methods (src/openwisp/client.ts), not by its path.",
        },
      ],
    },
  },
  {
    // sonner stays out of the first load (ADR 007): toasts go through lib/toast, which loads it with the first one.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/sonner-toaster.tsx', 'apps/web/src/lib/toast.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'sonner', message: "Import { toast } from '@/lib/toast': it loads sonner with the first toast." },
          ],
        },
      ],
    },
  },
)
