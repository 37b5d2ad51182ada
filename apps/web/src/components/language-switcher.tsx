import { languages } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/**
 * Vietnamese or English from any page, signed in or not; i18next keeps the choice under `i18nextLng`.
 * Two plain buttons rather than a menu keep the sign-in page's first load small.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  return (
    <div role="group" aria-label={t('language.label')} className="flex rounded-md border p-0.5 text-xs font-medium">
      {languages.map((language) => {
        const active = i18n.resolvedLanguage === language
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            title={t(`language.${language}`)}
            onClick={() => void i18n.changeLanguage(language)}
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
