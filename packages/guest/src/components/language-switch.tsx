import { guestLanguages, type GuestLanguage } from '../model.ts'
import type { GuestStrings } from '../strings.ts'

interface LanguageSwitchProps {
  lang: GuestLanguage
  links: Record<GuestLanguage, string> | undefined
  text: GuestStrings
}

/**
 * Plain links to the page in the other language, so the switch works before (or without) the script and needs
 * no cookie. Each is named in its own language.
 */
export function LanguageSwitch({ lang, links, text }: LanguageSwitchProps) {
  return (
    <nav class="languages" aria-label={text.languageSwitch}>
      {guestLanguages
        .filter((code) => code !== lang)
        .map((code) => (
          <a key={code} class="language-link" href={links?.[code] ?? `?lang=${code}`} lang={code} hreflang={code}>
            {text.languageNames[code]}
          </a>
        ))}
    </nav>
  )
}
