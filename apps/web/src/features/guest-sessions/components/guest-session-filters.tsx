import { guestSessionStates } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DayRangeFields } from '@/components/date-field/day-range-fields'
import { FilterSelect } from '@/components/filter-select'
import { Button } from '@/components/ui/button'
import type { GuestSessionQuery } from '@/lib/query-keys'
import { accessPointOptionsQueryOptions } from '@/lib/access-point-options'
import { venueOptionsQueryOptions } from '@/lib/venue-options'

export type GuestSessionFilterValues = Pick<GuestSessionQuery, 'venueId' | 'accessPointId' | 'state' | 'from' | 'to'>

/**
 * The sessions' venue, access point (of the chosen venue), state and Vietnamese days, from and to (both included). A
 * day applies as soon as it reads as one, typed dd/mm/yyyy or picked; one that does not is said under its field when
 * it is left. A new venue clears the access point, which may be another venue's. Each change names only the filters
 * it changes: one made from a render that had not yet caught up with the previous change would otherwise put the
 * older filters back.
 */
export function GuestSessionFilters({
  value,
  onChange,
}: {
  value: GuestSessionFilterValues
  onChange: (change: Partial<GuestSessionFilterValues>) => void
}) {
  const { t } = useTranslation()
  const venues = useQuery(venueOptionsQueryOptions())
  const accessPoints = useQuery(accessPointOptionsQueryOptions(value.venueId))
  const filtered = Object.values(value).some((filter) => filter !== undefined)
  return (
    <>
      <FilterSelect
        label={t('guestSessions.filters.venue')}
        value={value.venueId}
        allLabel={t('guestSessions.filters.allVenues')}
        options={(venues.data ?? []).map((venue) => ({ value: venue.id, label: venue.name }))}
        onChange={(venueId) => onChange({ venueId, accessPointId: undefined })}
      />
      <FilterSelect
        label={t('guestSessions.filters.accessPoint')}
        value={value.accessPointId}
        allLabel={t('guestSessions.filters.allAccessPoints')}
        options={(accessPoints.data ?? []).map((point) => ({ value: point.id, label: point.name }))}
        onChange={(accessPointId) => onChange({ accessPointId })}
      />
      <FilterSelect
        label={t('guestSessions.filters.state')}
        value={value.state}
        allLabel={t('guestSessions.filters.allStates')}
        options={guestSessionStates.map((state) => ({ value: state, label: t(`guestSessions.states.${state}`) }))}
        onChange={(state) => onChange({ state: guestSessionStates.find((known) => known === state) })}
      />
      <DayRangeFields
        from={value.from}
        to={value.to}
        fromLabel={t('guestSessions.filters.from')}
        toLabel={t('guestSessions.filters.to')}
        onChange={onChange}
      />
      {filtered && (
        <Button
          variant="ghost"
          size="sm"
          className="h-8"
          onClick={() =>
            onChange({ venueId: undefined, accessPointId: undefined, state: undefined, from: undefined, to: undefined })
          }
        >
          {t('guestSessions.filters.clear')}
          <X aria-hidden />
        </Button>
      )}
    </>
  )
}
