/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * What the sign-in page, the page most visitors load first, is built from besides the entry: its route's component,
 * its form and field pieces, the auth layout and its footer links. One chunk instead of a dozen small ones, each with
 * its own import glue and gzip overhead (about 3 KB of the first load, docs/decisions/030). No react-hook-form: the
 * sign-in form has its own small form state (lib/plain-form.ts).
 */
const signInPieces = {
  name: 'sign-in-pieces',
  test: /src[\\/](features[\\/]auth[\\/]components[\\/](sign-in-form|auth-layout|legal-links|auth-footer-links|passkey-sign-in-button)|components[\\/](ui[\\/](input|card|label|password-input|spinner)|plain-field|submit-button|language-switcher)|lib[\\/](plain-form|sign-in-form-message)|hooks[\\/]use-document-title-with|routes[\\/]\(auth\)[\\/]sign-in)\.tsx?|@radix-ui[\\/]react-label/,
}

/**
 * The small pieces most signed-in screens share — the empty and no-venue states, the load error, sentences with bold or
 * linked parts (react-i18next's Trans) — and the icons, each in one chunk rather than one per piece: every lazy route
 * lists the chunks it needs for preloading in the entry, so each extra shared chunk lengthened some forty lists on
 * the sign-in first load (0.3 KB when issue 38 added the no-venue state). A screen's first visit fetches the whole
 * icon sheet (6 KB gzipped) once; every later screen has it cached.
 */
const listPieces = {
  name: 'list-pieces',
  test: /src[\\/](components[\\/](no-venue-notice|load-error|strong-text)|hooks[\\/]use-no-venue)\.tsx?|react-i18next[\\/].*Trans/,
}
const icons = { name: 'icons', test: /lucide-react/ }

export default defineConfig({
  // The router plugin must run before React's so each route file is split into lazily loaded chunks. A route's
  // loader goes with its component (the default keeps loaders in the route tree, which loads with every page): what
  // a list's loader needs, its schema and request code, then loads with its page (docs/decisions/030).
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // Every browser the console supports preloads modules itself; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    // What the entry imports statically loads on every page anyway: one chunk instead of some twenty small shared
    // ones, each with its own import glue and gzip overhead (about 7 KB of the sign-in first load, ADR 007).
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }, signInPieces, listPieces, icons] } },
      // The contract's modules only declare: a module none of whose exports is used is left out, so reading
      // `apiPaths` does not bring in every schema, and zod with them (docs/decisions/030).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') },
    },
  },
  // The API also serves the ad images and the guest page's assets, which the ad preview loads.
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/guest': 'http://localhost:3000' },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // The dialogs' tests type and click through userEvent: about a second alone, but past vitest's 5 s default when
    // the browser tests share CI's two cores with them (two of them did on 2026-12-08). A test that hangs still fails.
    testTimeout: 20_000,
  },
})
