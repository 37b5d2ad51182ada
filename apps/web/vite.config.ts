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
  // Every browser the console supports preloads modules itself; the polyfill would only add to the first load.
  build: { modulePreload: { polyfill: false } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: { include: ['test/**/*.test.{ts,tsx}'] },
})
