// Part of `npm test`, after the build: fails when the sign-in route's first-load JS grows over its limit.
// The limit is what the console reaches today (ADR 007); the budget itself is 120 KB. Bytes do not vary from run to
// run, so this is a check of the build, not a timing.
import { kb, measureSignInFirstLoad, scriptLine } from '../bench/sign-in-first-load.mjs'

const limitKb = 175
const shownChunks = 8

const { scripts, total } = await measureSignInFirstLoad()
console.log(`Largest of the ${scripts.length} scripts /sign-in loads:`)
for (const script of scripts.slice(0, shownChunks)) console.log(scriptLine(script))
const verdict = total <= limitKb * 1024 ? 'within' : 'OVER'
console.log(
  `sign-in first load: ${kb(total)} KB gzipped JS, ${verdict} the ${limitKb} KB limit (budget 120 KB, ADR 007)`,
)
if (verdict === 'OVER') {
  console.error('The sign-in page loads more JavaScript than its limit: see `node bench/sign-in-bundle.mjs`.')
  process.exitCode = 1
}
