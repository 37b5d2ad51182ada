// Measures the console's sign-in route first load (bench/sign-in-first-load.mjs) and lists every script.
// Budget (docs/architecture.md): at most 120 KB gzipped JS; `npm test` holds it under 157 KB for now (ADRs 007, 030).
// Usage: npm run build && node bench/sign-in-bundle.mjs
import { kb, measureSignInFirstLoad, scriptLine } from './sign-in-first-load.mjs'

const { scripts, total } = await measureSignInFirstLoad()
for (const script of scripts) console.log(scriptLine(script))
console.log(`sign-in first load: ${scripts.length} scripts, ${kb(total)} KB gzipped JS (budget 120 KB)`)
