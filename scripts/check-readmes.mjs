// Part of `npm test`: every folder a newcomer looks for is named in the README that maps its part — the server's
// modules in apps/api/README.md, the guest side's folders in apps/api/src/guest/README.md, the console's features in
// apps/web/README.md — and every decision in the index of docs/decisions/README.md, so a new module, feature or ADR
// cannot land unexplained (docs/adding-*.md say where to add it).
import { readdirSync, readFileSync } from 'node:fs'

const at = (path) => new URL(`../${path}`, import.meta.url)
const folders = (path) =>
  readdirSync(at(path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/** Each part: its folders, its README, and how that README names a folder. */
const parts = [
  { folders: 'apps/api/src/modules', readme: 'apps/api/README.md', named: (name) => `\`src/modules/${name}/\`` },
  { folders: 'apps/api/src/guest', readme: 'apps/api/src/guest/README.md', named: (name) => `\`${name}/\`` },
  { folders: 'apps/web/src/features', readme: 'apps/web/README.md', named: (name) => `\`${name}\`` },
]

const missing = parts.flatMap(({ folders: path, readme, named }) => {
  const text = readFileSync(at(readme), 'utf8')
  return folders(path)
    .filter((name) => !text.includes(named(name)))
    .map((name) => `${path}/${name}/ is not in ${readme} (as ${named(name)})`)
})

const decisionIndex = readFileSync(at('docs/decisions/README.md'), 'utf8')
missing.push(
  ...readdirSync(at('docs/decisions'))
    .filter((file) => /^\d{3}-.*\.md$/.test(file) && !decisionIndex.includes(`(${file})`))
    .map((file) => `docs/decisions/${file} is not in the index, docs/decisions/README.md`),
)

if (missing.length > 0) {
  console.error('Folders and decisions their README does not name:')
  for (const line of missing) console.error(`  ${line}`)
  process.exitCode = 1
} else {
  console.log('Every module, guest folder, feature and decision is named in its README')
}
