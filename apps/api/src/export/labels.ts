import type { Language } from '@wifi/contract'
// The console's own catalogs, so an exported column is headed exactly as the table on screen heads it.
import en from '../../../web/public/locales/en/common.json' with { type: 'json' }
import vi from '../../../web/public/locales/vi/common.json' with { type: 'json' }

const catalogs: Record<Language, unknown> = { en, vi }

/** The console's text at a dotted key ("venues.fields.name") in `language`; the key itself if it has none. */
export function label(language: Language, key: string): string {
  let node: unknown = catalogs[language]
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : key
}
