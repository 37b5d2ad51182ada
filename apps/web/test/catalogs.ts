import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { languages, rolePermissions } from '@wifi/contract'
import { namespaces } from '../src/lib/i18n-namespaces'

export type Catalog = Record<string, unknown>
export type Namespace = (typeof namespaces)[number]

// Paths, not URLs: under jsdom, `URL` is the DOM's, which node:fs does not take.
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..')
export const localesDir = join(webDir, 'public/locales')

export const loadCatalog = (language: string, namespace: string): Catalog =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Catalog

/** "a.b.c" for every leaf; arrays are leaves (paragraph lists). */
export function keysOf(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value as Catalog, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

/** What a catalog holds at a key: a text, a paragraph list, a group of keys, or nothing. */
function at(catalog: Catalog, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node !== null && typeof node === 'object' ? (node as Catalog)[part] : undefined),
      catalog,
    )
}

const isGroup = (node: unknown) => node !== null && typeof node === 'object' && !Array.isArray(node)

/** One place in the source that names a catalog key. */
export interface KeyUse {
  file: string
  /** As written: `validation:emailRequired`, `users.fields.email`, or a template's fixed start `users.fields.`. */
  key: string
  kind: 'call' | 'template' | 'literal'
  /** Whether a `t()` call passes `count` (a plural key needs it to choose a form). */
  counted: boolean
}

/** The argument list of the call whose `(` is at `open`, up to its closing parenthesis. */
function argumentsAt(source: string, open: number): string {
  let depth = 0
  for (let index = open; index < source.length; index++) {
    if (source[index] === '(') depth++
    else if (source[index] === ')' && --depth === 0) return source.slice(open + 1, index)
  }
  return source.slice(open + 1)
}

/**
 * The catalog keys a source file names: `t('…')` calls (their key and whether they pass `count`), `t(`…${x}`)`
 * templates (their fixed start, which must be a group), `i18nKey` props, and every other string literal shaped like
 * a key of a catalog group (`'nav.dashboard'` in a map, `'validation:emailRequired'`), so keys kept in maps count too;
 * a permission's name (`'users.manage'`) is shaped like one but is not.
 */
export function keysUsedIn(file: string, text: string, groups: ReadonlySet<string>): KeyUse[] {
  // Comments may quote a call as an example; they are not uses. (Line comments only whole: `//` is in URLs.)
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const uses: KeyUse[] = []
  const inCalls = new Set<number>()
  for (const match of source.matchAll(/\bt\(\s*(['"`])((?:(?!\1).)*)\1/g)) {
    const [, , written = ''] = match
    const open = match.index + match[0].indexOf('(')
    inCalls.add(match.index + match[0].length - written.length - 2)
    const args = argumentsAt(source, open)
    const counted = /\bcount\b/.test(args.slice(args.indexOf(written) + written.length))
    const template = written.indexOf('${')
    if (template === -1) uses.push({ file, key: written, kind: 'call', counted })
    else uses.push({ file, key: written.slice(0, template), kind: 'template', counted })
  }
  for (const match of source.matchAll(/\bi18nKey(?:=|:\s*)\{?\s*(['"])([^'"]+)\1/g))
    uses.push({ file, key: match[2] ?? '', kind: 'call', counted: false })
  for (const match of source.matchAll(
    /(['"])((?:validation|errors):[A-Za-z0-9_]+|[a-z][A-Za-z0-9]*(?:\.[\w-]+)+)\1/g,
  )) {
    const key = match[2] ?? ''
    const group = key.includes(':') ? key.split(':')[0] : key.split('.')[0]
    if (inCalls.has(match.index) || !groups.has(group ?? '') || Object.hasOwn(rolePermissions, key)) continue
    if (uses.some((use) => use.kind === 'call' && use.key === key && use.file === file)) continue
    uses.push({ file, key, kind: 'literal', counted: false })
  }
  return uses
}

/** Every key use in apps/web/src, the generated route tree aside. */
export function keysUsedInSource(groups: ReadonlySet<string>): KeyUse[] {
  const sourceDir = join(webDir, 'src')
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts'))
    .flatMap((file) => keysUsedIn(file, readFileSync(join(sourceDir, file), 'utf8'), groups))
}

export type Catalogs = Record<string, Record<Namespace, Catalog>>

export const loadCatalogs = (): Catalogs =>
  Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(namespaces.map((namespace) => [namespace, loadCatalog(language, namespace)])),
    ]),
  ) as Catalogs

/**
 * What is wrong with a use in one language's catalogs, or null: a key that is missing; a plural key (only
 * `_one`/`_other` forms) called without `count`, which i18next then shows raw; a template whose fixed start is not
 * a group.
 */
export function problemWith(use: KeyUse, catalogs: Record<Namespace, Catalog>): string | null {
  const [namespace, key] = use.key.includes(':')
    ? (use.key.split(':', 2) as [Namespace, string])
    : (['common', use.key] as const)
  const catalog = catalogs[namespace]
  if (!catalog) return `no namespace ${namespace}`
  const group = key.replace(/\.$/, '')
  if (use.kind === 'template') return group === '' || isGroup(at(catalog, group)) ? null : 'no such group'
  const node = at(catalog, key)
  if (node !== undefined && (use.kind === 'literal' || !isGroup(node))) return null
  if (at(catalog, `${key}_other`) === undefined) return 'missing'
  return use.kind === 'call' && !use.counted ? 'plural key without count' : null
}
