import { languages } from '@wifi/contract'
import { consoleLanguage } from '@/lib/language'
import { useSignInText } from '@/lib/sign-in-text'
import { cn } from '@/lib/utils'

/**
 * Vietnamese or English from any page, signed in or not; the choice is kept under `i18nextLng` (lib/language.ts).
 * Two plain buttons rather than a menu, and the sign-in page's texts rather than i18next, keep the sign-in page's
 * first load small (docs/decisions/030).
 */
export function LanguageSwitcher() {
  const { t, language: inUse } = useSignInText()
  return (
    <div role="group" aria-label={t('language.label')} className="flex rounded-md border p-0.5 text-xs font-medium">
      {languages.map((language) => {
        const active = inUse === language
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            title={t(`language.${language}`)}
            onClick={() => consoleLanguage.choose(language)}
            className={cn(
              'rounded px-2 py-1 uppercase outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {language}
          </button>
        )
      })}
    </div>
  )
}
