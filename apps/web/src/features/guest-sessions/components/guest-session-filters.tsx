import { guestSessionStates, msg } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useEffect, useId, type ReactNode } from 'react'
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@/components/date-field/date-field'
import { dayParts } from '@/components/date-field/day-text'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { GuestSessionQuery } from '@/lib/query-keys'
import { venueOptionsQueryOptions } from '@/lib/venue-options'
import { accessPointOptionsQueryOptions } from '../api/guest-session-requests'

/** A Select's value for "no filter" (a Radix Select item cannot have an empty value). */
const all = 'all'

export type GuestSessionFilterValues = Pick<GuestSessionQuery, 'venueId' | 'accessPointId' | 'state' | 'from' | 'to'>

interface DayRange {
  from: string
  to: string
}

// A day the field cannot read is refused with the date rule's message; an empty field leaves that end open.
const dayRangeResolver: Resolver<DayRange> = async (values): Promise<ResolverResult<DayRange>> => {
  const bad = (['from', 'to'] as const).filter((end) => values[end] !== '' && !dayParts(values[end]))
  return bad.length === 0
    ? { values, errors: {} }
    : { values: {}, errors: Object.fromEntries(bad.map((end) => [end, { type: 'format', message: msg.dateInvalid }])) }
}

/** A labelled Select of the toolbar: "All …" first, then the options. */
function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string
  value: string | undefined
  allLabel: string
  options: { value: string; label: ReactNode }[]
  onChange: (value: string | undefined) => void
}) {
  const trigger = useId()
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={trigger}>{label}</Label>
      <Select value={value ?? all} onValueChange={(next) => onChange(next === all ? undefined : next)}>
        <SelectTrigger id={trigger} className="h-8 max-w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={all}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}

/**
 * The sessions' venue, access point (of the chosen venue), state and Vietnamese days, from and to (both included). A
 * day applies as soon as it reads as one, typed dd/mm/yyyy or picked; one that does not is said under its field when
 * it is left. A new venue clears the access point, which may be another venue's.
 */
export function GuestSessionFilters({
  value,
  onChange,
}: {
  value: GuestSessionFilterValues
  onChange: (next: GuestSessionFilterValues) => void
}) {
  const { t } = useTranslation()
  const venues = useQuery(venueOptionsQueryOptions())
  const accessPoints = useQuery(accessPointOptionsQueryOptions(value.venueId))
  const form = useForm({
    resolver: dayRangeResolver,
    mode: 'onBlur',
    values: { from: value.from ?? '', to: value.to ?? '' },
  })

  useEffect(() => {
    const subscription = form.watch(({ from = '', to = '' }) => {
      const read = (day: string) => (day === '' ? undefined : dayParts(day) ? day : null)
      const [nextFrom, nextTo] = [read(from), read(to)]
      if (nextFrom === null || nextTo === null) return
      if (nextFrom !== value.from || nextTo !== value.to) onChange({ ...value, from: nextFrom, to: nextTo })
    })
    return () => subscription.unsubscribe()
  }, [form, onChange, value])

  const filtered = Object.values(value).some((filter) => filter !== undefined)
  const dayFieldClass = 'flex flex-wrap items-center gap-x-2 gap-y-1 [&_button]:size-8 [&_input]:h-8 [&_input]:w-32'
  return (
    <>
      <FilterSelect
        label={t('guestSessions.filters.venue')}
        value={value.venueId}
        allLabel={t('guestSessions.filters.allVenues')}
        options={(venues.data ?? []).map((venue) => ({ value: venue.id, label: venue.name }))}
        onChange={(venueId) => onChange({ ...value, venueId, accessPointId: undefined })}
      />
      <FilterSelect
        label={t('guestSessions.filters.accessPoint')}
        value={value.accessPointId}
        allLabel={t('guestSessions.filters.allAccessPoints')}
        options={(accessPoints.data ?? []).map((point) => ({ value: point.id, label: point.name }))}
        onChange={(accessPointId) => onChange({ ...value, accessPointId })}
      />
      <FilterSelect
        label={t('guestSessions.filters.state')}
        value={value.state}
        allLabel={t('guestSessions.filters.allStates')}
        options={guestSessionStates.map((state) => ({ value: state, label: t(`guestSessions.states.${state}`) }))}
        onChange={(state) => onChange({ ...value, state: guestSessionStates.find((known) => known === state) })}
      />
      <Form {...form}>
        <form onSubmit={(event) => event.preventDefault()} className="flex flex-wrap items-start gap-2" noValidate>
          <DateField
            control={form.control}
            name="from"
            label={t('guestSessions.filters.from')}
            className={dayFieldClass}
          />
          <DateField control={form.control} name="to" label={t('guestSessions.filters.to')} className={dayFieldClass} />
        </form>
      </Form>
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
