import { msg } from '@wifi/contract'
import { useEffect } from 'react'
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form'
import { Form } from '@/components/ui/form'
import { DateField } from './date-field'
import { dayParts } from './day-text'

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

const dayFieldClass = 'flex flex-wrap items-center gap-x-2 gap-y-1 [&_button]:size-8 [&_input]:h-8 [&_input]:w-32'

/**
 * A toolbar's two days, from and to (YYYY-MM-DD, both included). A day applies as soon as it reads as one, typed
 * dd/mm/yyyy or picked; one that does not is said under its field when it is left; an empty field is undefined.
 */
export function DayRangeFields({
  from,
  to,
  fromLabel,
  toLabel,
  onChange,
}: {
  from: string | undefined
  to: string | undefined
  fromLabel: string
  toLabel: string
  onChange: (next: { from: string | undefined; to: string | undefined }) => void
}) {
  const form = useForm({ resolver: dayRangeResolver, mode: 'onBlur', values: { from: from ?? '', to: to ?? '' } })

  useEffect(() => {
    const subscription = form.watch(({ from: typedFrom = '', to: typedTo = '' }) => {
      const read = (day: string) => (day === '' ? undefined : dayParts(day) ? day : null)
      const [nextFrom, nextTo] = [read(typedFrom), read(typedTo)]
      if (nextFrom === null || nextTo === null) return
      if (nextFrom !== from || nextTo !== to) onChange({ from: nextFrom, to: nextTo })
    })
    return () => subscription.unsubscribe()
  }, [form, onChange, from, to])

  return (
    <Form {...form}>
      <form onSubmit={(event) => event.preventDefault()} className="flex flex-wrap items-start gap-2" noValidate>
        <DateField control={form.control} name="from" label={fromLabel} className={dayFieldClass} />
        <DateField control={form.control} name="to" label={toLabel} className={dayFieldClass} />
      </form>
    </Form>
  )
}
