import { msg } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useEffect, useId } from 'react'
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@/components/date-field/date-field'
import { dayParts } from '@/components/date-field/day-text'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { venueOptionsQueryOptions } from '@/lib/venue-options'

/** The Select's value for "no venue filter" (a Radix Select item cannot have an empty value). */
const allVenues = 'all'

export interface ConsentFilterValues {
  venueId?: string
  day?: string
}

interface DayFilter {
  day: string
}

// A day the field cannot read is refused with the date rule's message; an empty field means every day.
const dayResolver: Resolver<DayFilter> = async (values): Promise<ResolverResult<DayFilter>> =>
  values.day === '' || dayParts(values.day)
    ? { values, errors: {} }
    : { values: {}, errors: { day: { type: 'format', message: msg.dateInvalid } } }

/**
 * The evidence's venue (one of those the admin sees) and Vietnamese day. A day applies as soon as it reads as one
 * (typed dd/mm/yyyy or picked); one that does not is said under the field when it is left.
 */
export function ConsentFilters({
  value,
  onChange,
}: {
  value: ConsentFilterValues
  onChange: (next: ConsentFilterValues) => void
}) {
  const { t } = useTranslation()
  const venueTrigger = useId()
  const venues = useQuery(venueOptionsQueryOptions())
  const form = useForm({ resolver: dayResolver, mode: 'onBlur', values: { day: value.day ?? '' } })

  useEffect(() => {
    const subscription = form.watch(({ day = '' }) => {
      const next = day === '' ? undefined : dayParts(day) ? day : null
      if (next !== null && next !== value.day) onChange({ ...value, day: next })
    })
    return () => subscription.unsubscribe()
  }, [form, onChange, value])

  return (
    <>
      <div className="flex items-center gap-2">
        <Label htmlFor={venueTrigger}>{t('guestPrivacy.consents.venue')}</Label>
        <Select
          value={value.venueId ?? allVenues}
          onValueChange={(venueId) => onChange({ ...value, venueId: venueId === allVenues ? undefined : venueId })}
        >
          <SelectTrigger id={venueTrigger} className="h-8 max-w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={allVenues}>{t('guestPrivacy.consents.allVenues')}</SelectItem>
            {(venues.data ?? []).map((venue) => (
              <SelectItem key={venue.id} value={venue.id}>
                {venue.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Form {...form}>
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <DateField
            control={form.control}
            name="day"
            label={t('guestPrivacy.consents.day')}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 [&_button]:size-8 [&_input]:h-8 [&_input]:w-32"
          />
        </form>
      </Form>
      {(value.venueId || value.day) && (
        <Button variant="ghost" size="sm" className="h-8" onClick={() => onChange({})}>
          {t('guestPrivacy.consents.clearFilters')}
          <X aria-hidden />
        </Button>
      )}
    </>
  )
}
