import { msg } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { X } from 'lucide-react'
import { useEffect } from 'react'
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@/components/date-field/date-field'
import { dayParts } from '@/components/date-field/day-text'
import { FilterSelect } from '@/components/filter-select'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { venueOptionsQueryOptions } from '@/lib/venue-options'

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
      <FilterSelect
        label={t('guestPrivacy.consents.venue')}
        value={value.venueId}
        allLabel={t('guestPrivacy.consents.allVenues')}
        options={(venues.data ?? []).map((venue) => ({ value: venue.id, label: venue.name }))}
        onChange={(venueId) => onChange({ ...value, venueId })}
      />
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
