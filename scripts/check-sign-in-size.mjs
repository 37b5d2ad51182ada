// Part of `npm test`, after the build: fails when the sign-in route's first-load JS grows over its limit, or when
// zod is in it (a schema in the route tree: a route's validateSearch, or a contract import that keeps one). The
// limit and the budget are in size-budgets.mjs (ADRs 007 and 030). Bytes do not vary from run to run, so this is a
// check of the build, not a timing.
import { kb, measureSignInFirstLoad, scriptLine } from '../bench/sign-in-first-load.mjs'
import { signInFirstLoad } from './size-budgets.mjs'

const { budgetKb, limitKb } = signInFirstLoad
const shownChunks = 8

const { scripts, total } = await measureSignInFirstLoad()
console.log(`Largest of the ${scripts.length} scripts /sign-in loads:`)
for (const script of scripts.slice(0, shownChunks)) console.log(scriptLine(script))
const verdict = total <= limitKb * 1024 ? 'within' : 'OVER'
console.log(
  `sign-in first load: ${kb(total)} KB gzipped JS, ${verdict} the ${limitKb} KB limit (budget ${budgetKb} KB, ADRs 007 and 030)`,
)
if (verdict === 'OVER') {
  console.error('The sign-in page loads more JavaScript than its limit: see `node bench/sign-in-bundle.mjs`.')
  process.exitCode = 1
}
const withZod = scripts.filter((script) => script.zod)
if (withZod.length > 0) {
  console.error(
    `zod is in the sign-in first load (${withZod.map((script) => script.url).join(', ')}): a route's ` +
      'validateSearch must be a plain function (lib/route-search.ts), schemas go in its loader and component (ADR 030).',
  )
  process.exitCode = 1
}
