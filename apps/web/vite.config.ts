/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // The router plugin must run before React's so each route file is split into lazily loaded chunks.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // Every browser the console supports preloads modules itself; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    // What the entry imports statically loads on every page anyway: one chunk instead of some twenty small shared
    // ones, each with its own import glue and gzip overhead (about 7 KB of the sign-in first load, ADR 007).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  // The API also serves the ad images and the guest page's assets, which the ad preview loads.
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000', '/guest': 'http://localhost:3000' },
  },
  test: { include: ['test/**/*.test.{ts,tsx}'] },
})
