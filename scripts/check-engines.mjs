// Part of `npm test`: every package the lock file installs must run on the oldest Node.js the README promises
// (the root package.json's `engines.node`), so `npm ci` prints no EBADENGINE warning and nothing breaks on Node 20.
// fastify's light-my-request and @fastify/static are pinned for this (overrides in package.json; ADR 031).
import { readFile } from 'node:fs/promises'
import semver from 'semver'

const root = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'))
const lock = JSON.parse(await readFile(new URL('../package-lock.json', import.meta.url), 'utf8'))
const oldest = semver.minVersion(root.engines.node)

const refusing = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
  .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines.node}`)

if (refusing.length > 0) {
  console.error(`Packages that do not run on Node.js ${oldest} (engines.node ${root.engines.node}):`)
  for (const line of refusing) console.error(`  ${line}`)
  process.exitCode = 1
} else {
  console.log(`Every installed package runs on Node.js ${oldest} (engines.node ${root.engines.node})`)
}
