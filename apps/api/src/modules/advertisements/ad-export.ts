import { adStatusOn, type AdListQuery } from '@wifi/contract'
import type { CsvColumn } from '../../export/csv.ts'
import { searchFilter, valuesFilter } from '../../export/csv-filters.ts'
import type { CsvAbout } from '../../export/csv-heading.ts'
import { label } from '../../export/labels.ts'
import type { AdListRow } from './ad-service.ts'

/** What the ads CSV holds: the list with its search and its status, type and component filters. */
export const adCsvAbout = (query: Pick<AdListQuery, 'q' | 'status' | 'type' | 'componentType'>): CsvAbout => ({
  kind: 'advertisements',
  filters: [
    ...searchFilter(query.q),
    ...valuesFilter('advertisements.fields.status', 'advertisements.status', query.status),
    ...valuesFilter('advertisements.fields.type', 'advertisements.types', query.type),
    ...valuesFilter('advertisements.fields.componentType', 'advertisements.componentTypes', query.componentType),
  ],
})

/** The ads CSV: the table's columns with the schedule and the flags an operator filters by. */
export function adCsvColumns(today: string): CsvColumn<AdListRow>[] {
  return [
    { header: 'advertisements.fields.title', value: ({ ad }) => ad.title },
    { header: 'advertisements.fields.author', value: ({ author }) => author?.fullName || author?.email },
    { header: 'advertisements.fields.startDate', value: ({ ad }) => ad.startDate },
    { header: 'advertisements.fields.endDate', value: ({ ad }) => ad.endDate },
    {
      header: 'advertisements.fields.status',
      value: ({ ad }, language) => label(language, `advertisements.status.${adStatusOn(ad, today)}`),
    },
    { header: 'advertisements.fields.description', value: ({ ad }) => ad.description },
    {
      header: 'advertisements.fields.type',
      value: ({ ad }, language) => label(language, `advertisements.types.${ad.type}`),
    },
    {
      header: 'advertisements.fields.componentType',
      value: ({ ad }, language) => label(language, `advertisements.componentTypes.${ad.componentType}`),
    },
    { header: 'advertisements.fields.duration', value: ({ ad }) => ad.duration },
    {
      header: 'advertisements.fields.isPublic',
      value: ({ ad }, language) =>
        label(language, ad.isPublic ? 'advertisements.public.yes' : 'advertisements.public.no'),
    },
    { header: 'advertisements.fields.createdAt', value: ({ ad }) => ad.createdAt },
  ]
}
