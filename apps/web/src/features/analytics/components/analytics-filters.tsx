import type { AnalyticsQuery } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DayRangeFields } from '@/components/date-field/day-range-fields'
import { FilterSelect } from '@/components/filter-select'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { accessPointOptionsQueryOptions } from '@/lib/access-point-options'
import { periodPresets, type AnalyticsSearch, type PeriodPreset } from '@/lib/analytics-search'
import { venueOptionsQueryOptions } from '@/lib/venue-options'
import { adOptionsQueryOptions } from '../api/analytics-requests'

/**
 * The report's period (a preset counted in Vietnam days, or custom days) and its venue, access point (of the chosen
 * venue) and ad. Each choice goes into the address at once. A custom period starts from the days on screen.
 */
export function AnalyticsFilters({
  search,
  query,
  period,
  onChange,
}: {
  search: AnalyticsSearch
  /** The query the page reads: the days a preset stands for. */
  query: AnalyticsQuery
  period: PeriodPreset
  onChange: (next: Partial<AnalyticsSearch>) => void
}) {
  const { t } = useTranslation()
  const periodId = useId()
  const venues = useQuery(venueOptionsQueryOptions())
  const accessPoints = useQuery(accessPointOptionsQueryOptions(query.venueId))
  const ads = useQuery(adOptionsQueryOptions())
  const filtered = search.venueId !== undefined || search.accessPointId !== undefined || search.adId !== undefined
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <Label htmlFor={periodId}>{t('analytics.period.label')}</Label>
        <Select
          value={period}
          onValueChange={(next) => {
            const preset = periodPresets.find((known) => known === next)
            if (!preset) return
            onChange(
              preset === 'custom'
                ? { period: preset, from: query.from, to: query.to }
                : { period: preset, from: undefined, to: undefined },
            )
          }}
        >
          <SelectTrigger id={periodId} className="h-8 w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {periodPresets.map((preset) => (
              <SelectItem key={preset} value={preset}>
                {t(`analytics.period.presets.${preset}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {period === 'custom' && (
        <DayRangeFields
          from={search.from}
          to={search.to}
          fromLabel={t('analytics.period.from')}
          toLabel={t('analytics.period.to')}
          onChange={(days) => onChange(days)}
        />
      )}
      <FilterSelect
        label={t('analytics.filters.venue')}
        value={search.venueId}
        allLabel={t('analytics.filters.allVenues')}
        options={(venues.data ?? []).map((venue) => ({ value: venue.id, label: venue.name }))}
        onChange={(venueId) => onChange({ venueId, accessPointId: undefined })}
      />
      <FilterSelect
        label={t('analytics.filters.accessPoint')}
        value={search.accessPointId}
        allLabel={t('analytics.filters.allAccessPoints')}
        options={(accessPoints.data ?? []).map((point) => ({ value: point.id, label: point.name }))}
        onChange={(accessPointId) => onChange({ accessPointId })}
      />
      <FilterSelect
        label={t('analytics.filters.ad')}
        value={search.adId}
        allLabel={t('analytics.filters.allAds')}
        options={(ads.data ?? []).map((ad) => ({ value: ad.id, label: ad.title }))}
        onChange={(adId) => onChange({ adId })}
      />
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          className="h-8"
          onClick={() => onChange({ venueId: undefined, accessPointId: undefined, adId: undefined })}
        >
          {t('analytics.filters.clear')}
          <X aria-hidden />
        </Button>
      )}
    </div>
  )
}
