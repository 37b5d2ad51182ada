import type { Advertisement } from '@wifi/contract'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn, sortableColumn, textColumn, dateColumn } from '@/components/data-table/columns'
import { TruncatedText } from '@/components/data-table/truncated-text'
import type { KeysUnder } from '@/lib/i18n-keys'
import { AdRowActions } from './ad-row-actions'
import { AdStatusBadge } from './ad-status-badge'
import { AdTakenDownBadge } from './ad-taken-down-badge'
import { AdThumbnail } from './ad-thumbnail'
import { authorName } from './author-name'

/**
 * SPEC §2's columns (title — with the ad's thumbnail before it —, author, start and end date, description, type) and
 * the status, sized to fit a 1280 px screen; every one but status and the actions sorts on the server. The component
 * type and the created date start hidden: the component type filter and the default sort cover them.
 */
export function adColumns(
  t: TFunction,
  formatDay: (day: string) => string,
  formatDate: (iso: string) => string,
): ColumnDef<Advertisement>[] {
  const title = (id: KeysUnder<'advertisements.fields'>) => t(`advertisements.fields.${id}`)
  const author = sortableColumn<Advertisement>('author', title('author'), (_, ad) => (
    <TruncatedText text={authorName(ad, t)} className={ad.author ? undefined : 'text-muted-foreground'} />
  ))
  const adTitle = sortableColumn<Advertisement>('title', title('title'), (_, ad) => (
    <span className="flex items-center gap-3">
      <AdThumbnail ad={ad} />
      <TruncatedText text={ad.title} className="font-medium" />
    </span>
  ))
  return [
    // The thumbnail's 64 px and the gap come on top of the title's share.
    { ...adTitle, meta: { ...adTitle.meta, className: 'max-w-0 min-w-48 w-1/4' } },
    { ...author, meta: { ...author.meta, className: 'max-w-0 min-w-28 w-1/6' } },
    // The status is derived from the dates (docs/decisions/016), so it filters but does not sort. An ad an admin took
    // down says so beside it: its dates still run, but no guest sees it.
    {
      id: 'status',
      enableSorting: false,
      header: title('status'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <AdStatusBadge status={row.original.status} />
          {row.original.takenDown && <AdTakenDownBadge takenDown={row.original.takenDown} />}
        </span>
      ),
      meta: { label: title('status') },
    },
    dateColumn<Advertisement>('startDate', title('startDate'), formatDay),
    dateColumn<Advertisement>('endDate', title('endDate'), formatDay),
    textColumn<Advertisement>('description', title('description'), { share: 'w-1/4' }),
    sortableColumn<Advertisement>('type', title('type'), (_, ad) => t(`advertisements.types.${ad.type}`)),
    sortableColumn<Advertisement>(
      'componentType',
      title('componentType'),
      (_, ad) => t(`advertisements.componentTypes.${ad.componentType}`),
      { hiddenByDefault: true },
    ),
    dateColumn<Advertisement>('createdAt', title('createdAt'), formatDate, { hiddenByDefault: true }),
    actionsColumn<Advertisement>(t('actions'), (ad) => <AdRowActions ad={ad} />),
  ]
}
