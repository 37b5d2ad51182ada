import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { GuestTextKind } from '@wifi/contract'

/**
 * The product's own first version of each text (`default-texts/*.md`), shown until an admin publishes the operator's.
 * This file runs from src/ (tests, tsx) or bundled into dist/server.js, so both places are tried.
 */
const folder = ['./default-texts/', '../src/guest/texts/default-texts/']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((candidate) => existsSync(candidate))

export function defaultGuestText(kind: GuestTextKind): { bodyVi: string; bodyEn: string } {
  if (!folder) throw new Error('The default guest texts are missing (apps/api/src/guest/texts/default-texts)')
  const read = (lang: string) => readFileSync(`${folder}${kind}.${lang}.md`, 'utf8').trim()
  return { bodyVi: read('vi'), bodyEn: read('en') }
}
