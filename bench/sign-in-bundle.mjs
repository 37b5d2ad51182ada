// Measures the console's sign-in route first load (bench/sign-in-first-load.mjs) and lists every script.
// Budget (docs/budgets.md, scripts/size-budgets.mjs): at most 120 KB gzipped JS; `npm test` fails over its interim
// limit (ADRs 007, 030).
// Usage: npm run build && node bench/sign-in-bundle.mjs
import { signInFirstLoad } from '../scripts/size-budgets.mjs'
import { kb, measureSignInFirstLoad, scriptLine } from './sign-in-first-load.mjs'

const { scripts, total } = await measureSignInFirstLoad()
for (const script of scripts) console.log(scriptLine(script))
console.log(
  `sign-in first load: ${scripts.length} scripts, ${kb(total)} KB gzipped JS (budget ${signInFirstLoad.budgetKb} KB, npm test fails over ${signInFirstLoad.limitKb} KB)`,
)
