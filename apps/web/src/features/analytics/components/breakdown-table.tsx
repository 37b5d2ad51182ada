import {
  type AnalyticsBreakdownKind,
  analyticsBreakdownKinds,
  type AnalyticsBreakdownRow,
  analyticsPaths,
  type AnalyticsQuery,
} from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ExportCsvButton } from '@/components/export-csv-button'
import { LoadError } from '@/components/load-error'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { toQueryString } from '@/lib/query-string'
import { cn } from '@/lib/utils'
import { breakdownFigures, figureValue, type FigureFormat } from '../analytics-format'
import { breakdownQueryOptions } from '../api/analytics-requests'

type Column = 'name' | ReturnType<typeof breakdownFigures>[number]

interface Sort {
  column: Column
  descending: boolean
}

/**
 * The period's figures by venue, access point or ad, one tab each, sortable by any column (most connections first),
 * each exportable as CSV with the same period and filters, headed in the reader's language.
 */
export function BreakdownTable({ query, format }: { query: AnalyticsQuery; format: FigureFormat }) {
  const { t } = useTranslation()
  const [by, setBy] = useState<AnalyticsBreakdownKind>('venue')
  return (
    <Tabs value={by} onValueChange={(value) => setBy(value as AnalyticsBreakdownKind)} className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList>
          {analyticsBreakdownKinds.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {t(`analytics.breakdown.${kind}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <ExportCsvButton path={`${analyticsPaths.analyticsBreakdownExport}${toQueryString({ ...query, by })}`} />
      </div>
      {analyticsBreakdownKinds.map((kind) => (
        <TabsContent key={kind} value={kind} className="min-w-0">
          {kind === by && <BreakdownRows query={query} by={kind} format={format} />}
        </TabsContent>
      ))}
    </Tabs>
  )
}

function BreakdownRows({
  query,
  by,
  format,
}: {
  query: AnalyticsQuery
  by: AnalyticsBreakdownKind
  format: FigureFormat
}) {
  const { t } = useTranslation()
  const breakdown = useQuery(breakdownQueryOptions({ ...query, by }))
  const columns = breakdownFigures(by)
  const [sort, setSort] = useState<Sort>({ column: 'connections', descending: true })
  if (breakdown.isError) {
    return (
      <LoadError
        message={t('analytics.breakdown.loadFailed')}
        onRetry={() => void breakdown.refetch()}
        className="text-sm"
      />
    )
  }
  const nameOf = (row: AnalyticsBreakdownRow) =>
    by === 'ad' && row.id === null
      ? t('analytics.noAd')
      : (row.name ?? t(by === 'ad' ? 'analytics.deletedAd' : 'analytics.deletedPlace'))
  const rows = [...(breakdown.data?.rows ?? [])].sort((a, b) => {
    const order =
      sort.column === 'name'
        ? nameOf(a).localeCompare(nameOf(b))
        : (figureValue(a, sort.column) ?? -1) - (figureValue(b, sort.column) ?? -1)
    return sort.descending ? -order : order
  })
  const header = (column: Column) => {
    const active = sort.column === column
    const Icon = active ? (sort.descending ? ArrowDown : ArrowUp) : ArrowUpDown
    return (
      <th
        key={column}
        scope="col"
        aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
        className={cn('px-2 py-2 font-medium', column === 'name' ? 'text-left' : 'text-right')}
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => setSort({ column, descending: active ? !sort.descending : column !== 'name' })}
        >
          {column === 'name' ? t(`analytics.breakdown.${by}`) : t(`analytics.figures.${column}`)}
          <Icon aria-hidden className="size-3.5" />
        </button>
      </th>
    )
  }
  return (
    // Every name, heading and figure on one line (a phone broke them a word a line): the table scrolls sideways in
    // its frame instead, which the keyboard reaches as a region.
    <div
      className="overflow-x-auto rounded-md border whitespace-nowrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-label={t(`analytics.breakdown.${by}`)}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">
          {t('analytics.breakdown.caption', { kind: t(`analytics.breakdown.${by}`).toLocaleLowerCase() })}
        </caption>
        <thead className="text-muted-foreground">
          <tr className="border-b">{(['name', ...columns] as const).map(header)}</tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-2 py-6 text-center text-muted-foreground">
                {breakdown.isPending ? '…' : t('analytics.breakdown.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id ?? 'none'} className="border-b last:border-0">
                <th scope="row" className="px-2 py-2 text-left font-medium">
                  {nameOf(row)}
                  {row.venueName && (
                    <span className="block text-xs font-normal text-muted-foreground">{row.venueName}</span>
                  )}
                </th>
                {columns.map((column) => (
                  <td key={column} className="px-2 py-2 text-right whitespace-nowrap tabular-nums">
                    {format.figure(column, figureValue(row, column))}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
