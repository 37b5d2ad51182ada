// Part of `npm test` (`npm run test:docs`): what the README and docs/ state as fact agrees with the code, so a newcomer
// can trust it (issue 38: the README said fourteen Help Center articles when there were seventeen). It fails when
// - the README is longer than a newcomer reads (250 lines);
// - a number of Help Center articles stated in the README or docs/features.md is not the number of articles;
// - the README's settings table does not name exactly the variables config.ts reads (the deploy example's own test,
//   production/test/env-example.test.ts, holds that file to them);
// - the README's demo logins are not the demo's;
// - a byte budget stated in the README or docs/budgets.md is not the one the size checks or the media code hold, or a
//   time budget in docs/budgets.md is not a goal its bench script prints;
// - a relative link in the README or docs/*.md leads to no file or no heading.
// `node scripts/check-readme-facts.mjs <folder>` checks a copy of the repository instead (to see it fail).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)))
const read = (path) => readFileSync(join(root, path), 'utf8')
const readmeMaxLines = 250
const problems = []

const readme = read('README.md')
const features = read('docs/features.md')
const budgets = read('docs/budgets.md')

// --- Length -------------------------------------------------------------------------------------------------------
const readmeLines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0)
if (readmeLines > readmeMaxLines) {
  problems.push(`README.md has ${readmeLines} lines, over ${readmeMaxLines}: move details into docs/`)
}

// --- Help Center articles -----------------------------------------------------------------------------------------
const slugList = /helpArticleSlugs = \[([^\]]*)\]/.exec(read('apps/web/src/lib/help-articles.ts'))?.[1] ?? ''
const articleCount = [...slugList.matchAll(/'[a-z0-9-]+'/g)].length
const numberWords = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen'
  .concat(' sixteen seventeen eighteen nineteen twenty')
  .split(' ')
const asNumber = (word) => (/^\d+$/.test(word) ? Number(word) : numberWords.indexOf(word.toLowerCase()))
for (const [path, text] of [
  ['README.md', readme],
  ['docs/features.md', features],
]) {
  const stated = [...text.matchAll(new RegExp(`\\b(\\d+|${numberWords.join('|')})\\s+articles\\b`, 'gi'))]
  if (stated.length === 0) problems.push(`${path} does not say how many Help Center articles there are`)
  for (const [phrase, count] of stated) {
    if (asNumber(count) !== articleCount) {
      problems.push(`${path} says "${phrase}"; the Help Center has ${articleCount} (apps/web/src/lib/help-articles.ts)`)
    }
  }
}

// --- Settings -----------------------------------------------------------------------------------------------------
/** The keys of config.ts's `envSchema = z.object({ … })`, four spaces in: the variables the server reads. */
const configSource = read('apps/api/src/config.ts')
const envSchema = configSource.slice(configSource.indexOf('const envSchema = z'), configSource.indexOf('.superRefine('))
const configNames = [...envSchema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1])
const settingsSection = /^## Settings\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? ''
const tableNames = settingsSection
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]))
if (configNames.length === 0) problems.push('found no setting in apps/api/src/config.ts (has its schema moved?)')
for (const name of configNames.filter((name) => !tableNames.includes(name))) {
  problems.push(`${name} is read by apps/api/src/config.ts but missing from the README's settings table`)
}
for (const name of tableNames.filter((name) => !configNames.includes(name))) {
  problems.push(`${name} is in the README's settings table but apps/api/src/config.ts does not read it`)
}

// --- Demo logins --------------------------------------------------------------------------------------------------
const accounts = read('apps/api/demo/accounts.ts')
const demoLogins = [
  /generatedAdminEmail = '([^']+)'/.exec(read('apps/api/src/bootstrap/first-admin.ts'))?.[1],
  ...[...accounts.matchAll(/email: '([^']+)'/g)].map((match) => match[1]),
  /demoPassword = '([^']+)'/.exec(accounts)?.[1],
]
for (const login of demoLogins) {
  if (!login) problems.push('could not read the demo logins from apps/api/demo/accounts.ts and first-admin.ts')
  else if (!readme.includes(login)) problems.push(`the README does not give the demo's login ${login}`)
}

// --- Budgets ------------------------------------------------------------------------------------------------------
const { firstVisitWire, guestPageKb, signInFirstLoad } = await import(
  pathToFileURL(join(root, 'scripts/size-budgets.mjs')).href
)
const variantKb = Number(/variantMaxBytes: (\d+) \* 1024/.exec(read('packages/contract/src/media.ts'))?.[1])
/** What the size checks and the media code hold: a budget, and the limit `npm test` fails over ("over N KB"). */
const byteBudgets = [
  { name: 'guest page first load', mentions: /guest page/i, budget: guestPageKb, limit: guestPageKb },
  {
    name: 'sign-in first load',
    mentions: /sign-in/i,
    budget: signInFirstLoad.budgetKb,
    limit: signInFirstLoad.limitKb,
  },
  { name: 'phone-sized ad image', mentions: /phone-sized/i, budget: variantKb, limit: variantKb },
  {
    name: 'first visit on the wire',
    mentions: /first visit/i,
    budget: firstVisitWire.budgetKb,
    limit: firstVisitWire.limitKb,
  },
]

/** Paragraphs, list items and table rows: the units a figure and what it is about are read together from. */
function statements(text) {
  return text
    .replace(/^```[\s\S]*?^```/gm, '')
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.|\|) )/)
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
}

/** Every "N KB" of a statement about `budget` is its budget, or its limit when it says "over N KB". */
function kbProblems(statement, budget, where) {
  return [...statement.matchAll(/(\S+\s+)?(\d+(?:\.\d+)?) KB/g)].flatMap(([phrase, before = '', figure]) => {
    const expected = /^over\s/i.test(before) ? budget.limit : budget.budget
    return Number(figure) === expected
      ? []
      : [`${where} says "${phrase.trim()}" of the ${budget.name}; the code holds ${expected} KB`]
  })
}

const readmeKb = statements(readme).filter((statement) => / KB\b/.test(statement))
for (const statement of readmeKb) {
  const about = byteBudgets.filter((budget) => budget.mentions.test(statement))
  if (about.length === 1) problems.push(...kbProblems(statement, about[0], 'README.md'))
  else problems.push(`README.md states a size that is no single byte budget: "${statement.slice(0, 100)}…"`)
}
for (const budget of [byteBudgets[0], byteBudgets[1], byteBudgets[3]]) {
  if (!readmeKb.some((statement) => budget.mentions.test(statement))) {
    problems.push(`README.md does not state the ${budget.name}'s budget, which npm test checks`)
  }
}

const budgetRows = budgets
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| (what|-)/.test(line))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim()))
  .filter((cells) => cells.length === 4)
const numbersIn = (text) =>
  new Set([...text.replace(/(\d)[,_](\d{3})/g, '$1$2').matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0])))
for (const budget of byteBudgets) {
  const rows = budgetRows.filter(([what]) => budget.mentions.test(what))
  if (rows.length === 0) problems.push(`docs/budgets.md has no row for the ${budget.name}`)
  for (const [, stated] of rows) problems.push(...kbProblems(stated, budget, 'docs/budgets.md'))
}
for (const [what, stated, measuredBy] of budgetRows) {
  const script = /`(?:node |npx tsx |node --import tsx )?(bench\/[\w.-]+)`/.exec(measuredBy)?.[1]
  if (!script || byteBudgets.some((budget) => budget.mentions.test(what))) continue
  if (!existsSync(join(root, script))) {
    problems.push(`docs/budgets.md measures "${what}" with ${script}, which does not exist`)
    continue
  }
  // The figures a bench states as its goal, budget or bound: the lines it prints them on, or its constant.
  const used = numbersIn(
    read(script)
      .split('\n')
      .filter((line) => /goal|budget|bound/i.test(line))
      .join('\n'),
  )
  for (const figure of numbersIn(stated)) {
    if (!used.has(figure)) {
      problems.push(`docs/budgets.md gives "${what}" the budget "${stated}", but ${script} gives no goal of ${figure}`)
    }
  }
}

// --- Links --------------------------------------------------------------------------------------------------------
/** GitHub's anchors for a Markdown file's headings. */
function anchorsOf(text) {
  const seen = new Map()
  return new Set(
    [...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => {
      const slug = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-')
      const times = seen.get(slug) ?? 0
      seen.set(slug, times + 1)
      return times === 0 ? slug : `${slug}-${times}`
    }),
  )
}

const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
]
for (const document of documents) {
  const text = read(document).replace(/^```[\s\S]*?^```/gm, '')
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue
    const [path, anchor] = target.split('#')
    const file = path ? resolve(root, dirname(document), path) : join(root, document)
    if (!existsSync(file)) {
      problems.push(`${document} links to ${target}: no such file`)
    } else if (anchor && statSync(file).isFile() && file.endsWith('.md')) {
      if (!anchorsOf(readFileSync(file, 'utf8')).has(anchor)) {
        problems.push(`${document} links to ${target}: ${relative(root, file)} has no heading #${anchor}`)
      }
    }
  }
}

if (problems.length > 0) {
  console.error('The README and docs disagree with the code:')
  for (const problem of problems) console.error(`  ${problem}`)
  process.exitCode = 1
} else {
  console.log(
    `README.md (${readmeLines} lines) and docs agree with the code: ${articleCount} Help Center articles, ` +
      `${configNames.length} settings, the demo logins, the byte budgets, every relative link`,
  )
}
