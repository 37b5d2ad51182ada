import { msg } from '@wifi/contract'
import { useEffect, useRef } from 'react'
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

const rangeKey = (from: string | undefined, to: string | undefined) => `${from ?? ''}/${to ?? ''}`

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
  const form = useForm({
    resolver: dayRangeResolver,
    mode: 'onBlur',
    defaultValues: { from: from ?? '', to: to ?? '' },
  })
  // The ranges handed on and not yet back in the props: the address catches up with them a render or more later,
  // and showing a caught-up one would undo what was typed since (or a day refused meanwhile, with its message).
  const handedOn = useRef<string[]>([])

  useEffect(() => {
    const index = handedOn.current.indexOf(rangeKey(from, to))
    if (index >= 0) {
      handedOn.current.splice(0, index + 1)
      return
    }
    // A change from elsewhere (Clear filters, the browser's Back): the fields show it.
    handedOn.current = []
    const shown = form.getValues()
    if (shown.from !== (from ?? '') || shown.to !== (to ?? '')) form.reset({ from: from ?? '', to: to ?? '' })
  }, [form, from, to])

  useEffect(() => {
    const subscription = form.watch(({ from: typedFrom = '', to: typedTo = '' }) => {
      const read = (day: string) => (day === '' ? undefined : dayParts(day) ? day : null)
      const [nextFrom, nextTo] = [read(typedFrom), read(typedTo)]
      if (nextFrom === null || nextTo === null) return
      const next = rangeKey(nextFrom, nextTo)
      if (next === (handedOn.current.at(-1) ?? rangeKey(from, to))) return
      handedOn.current.push(next)
      onChange({ from: nextFrom, to: nextTo })
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
