import { Link, type LinkProps } from '@tanstack/react-router'
import { ChevronRight, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TitledCard } from '@/components/titled-card'
import { cn } from '@/lib/utils'

/** One figure of a card: a coloured marker beside its word (never the colour alone), its count, and its list. */
export interface FigureRow {
  key: string
  label: string
  count: number
  /** The marker's colour class (`bg-…`). */
  marker: string
  /** The list this figure opens, filtered; none while the list screen does not exist. */
  link?: LinkProps
}

const rowClass = 'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm'
const linkClass =
  'outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring'

/**
 * A dashboard card: what is counted, the total in big type, then the count of each status. Each row opens the list
 * filtered to its status; the link at the foot opens the whole list.
 */
export function FigureCard({
  title,
  icon,
  rows,
  allLink,
  children,
}: {
  title: string
  icon: LucideIcon
  rows: FigureRow[]
  /** The whole list, with its link text. */
  allLink?: { label: string; link: LinkProps }
  /** Shown between the total and the rows (a proportion bar). */
  children?: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  return (
    <TitledCard title={title} icon={icon} className="flex flex-1 flex-col gap-3">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight tabular-nums">{number.format(total)}</span>{' '}
        <span className="text-sm text-muted-foreground">{t('dashboard.inTotal')}</span>
      </p>
      {children}
      <ul className="-mx-2 grid gap-0.5">
        {rows.map((row) => {
          const content = (
            <>
              <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', row.marker)} />
              {/* The space keeps "Active 4" two words for screen readers; flex layout does not show it. */}
              <span className="flex-1">{row.label}</span>{' '}
              <span className="font-semibold tabular-nums">{number.format(row.count)}</span>
            </>
          )
          return (
            <li key={row.key}>
              {row.link ? (
                <Link {...row.link} className={cn(rowClass, linkClass)}>
                  {content}
                  <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                </Link>
              ) : (
                <div className={rowClass}>{content}</div>
              )}
            </li>
          )
        })}
      </ul>
      {allLink && (
        <Link
          {...allLink.link}
          className={cn(
            '-mx-2 mt-auto flex items-center gap-1 self-start rounded-md px-2 py-1 text-sm text-primary',
            linkClass,
          )}
        >
          {allLink.label}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      )}
    </TitledCard>
  )
}
