import type { Language } from '@wifi/contract'

/**
 * The guest page's language: the `lang` the guest chose with the switch, else the first of Vietnamese or English in
 * the browser's Accept-Language (by its q-values), else Vietnamese. No cookie: captive browsers often keep none.
 */
export function guestLanguageOf(chosen: string | undefined, acceptLanguage: string | undefined): Language {
  if (chosen === 'vi' || chosen === 'en') return chosen
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ primary, q }) => (primary === 'vi' || primary === 'en') && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.primary === 'en' ? 'en' : 'vi'
}
