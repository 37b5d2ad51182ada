import { Link, useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import { Input } from '@/components/ui/input'
import { helpArticles, helpLanguageOf } from '../lib/articles'
import { searchArticles } from '../lib/search'

/** Every article, searched as the reader types (titles and bodies, with or without diacritics); the query in the URL. */
export function HelpCenterIndex({ query }: { query: string }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const searchId = useId()
  // The field keeps what is typed (spaces included); the URL gets it for a reload or a shared link.
  const [typed, setTyped] = useState(query)
  const language = helpLanguageOf(i18n.language)
  const hits = useMemo(() => searchArticles(helpArticles(language), typed), [language, typed])
  const searching = typed.trim() !== ''

  return (
    <>
      <PageHeader title={t('pages.helpCenter.title')} description={t('pages.helpCenter.description')} />
      <div role="search" className="mb-4 grid max-w-xl gap-2">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('helpCenter.searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={typed}
            placeholder={t('helpCenter.searchPlaceholder')}
            className="pl-9"
            onChange={(event) => {
              setTyped(event.target.value)
              const q = event.target.value.trim()
              void navigate({ to: '/help-center', search: q ? { q } : {}, replace: true })
            }}
          />
        </div>
      </div>
      <p role="status" className="mb-4 text-sm text-muted-foreground">
        {searching
          ? hits.length === 0
            ? t('helpCenter.noResults', { query: typed.trim() })
            : t('helpCenter.results', { count: hits.length, query: typed.trim() })
          : t('helpCenter.allArticles', { count: hits.length })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {hits.map(({ item, excerpt }) => (
          <li
            key={item.slug}
            className="relative rounded-xl border bg-card p-4 shadow-xs focus-within:ring-2 focus-within:ring-ring hover:border-primary/60"
          >
            <h2 className="font-semibold">
              {/* The whole card answers a click; the link alone is the Tab stop and carries the name. */}
              <Link
                to="/help-center/$slug"
                params={{ slug: item.slug }}
                className="outline-none after:absolute after:inset-0 after:content-['']"
              >
                {item.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {excerpt ? (
                <>
                  {excerpt.before}
                  <mark className="rounded-sm bg-primary/15 px-0.5 text-foreground">{excerpt.match}</mark>
                  {excerpt.after}
                </>
              ) : (
                item.summary
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
