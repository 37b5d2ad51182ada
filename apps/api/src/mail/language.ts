import { languages, type Language } from '@wifi/contract'

/** The console's language when nothing names another: an email to a user whose language is not known. */
export const defaultLanguage: Language = 'vi'

/**
 * The email language for a request: the supported language the Accept-Language header ranks highest (the web
 * sends its current language there), Vietnamese when it names none of ours.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return defaultLanguage
  let best: { language: Language; quality: number } | undefined
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    const language = languages.find((candidate) => candidate === primary)
    if (!language) continue
    const qualityParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const quality = qualityParam ? Number(qualityParam.slice(2)) : 1
    if (Number.isFinite(quality) && quality > 0 && (!best || quality > best.quality)) best = { language, quality }
  }
  return best?.language ?? defaultLanguage
}
