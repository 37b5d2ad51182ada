import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import {
  addDays,
  addMonths,
  dayLabel,
  localToday,
  monthTitle,
  monthWeeks,
  weekdayIndex,
  weekdayNames,
} from './calendar-month'

interface CalendarProps {
  /** The chosen day, "yyyy-mm-dd", or none. */
  value: string | null
  onPick: (day: string) => void
}

/**
 * One month to pick a day from, in the console's language, Monday first. The keyboard moves as in the WAI-ARIA
 * date picker: arrows by day and week, Home/End to the week's ends, Page Up/Down by month (with Shift by year),
 * Enter or Space picks. Only the focused day is in the tab order, so Tab leaves the grid.
 */
export function Calendar({ value, onPick }: CalendarProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const today = localToday()
  const [focused, setFocused] = useState(value ?? today)
  // Set when the keyboard moved the focus, so the new day's button takes it once it is drawn.
  const moved = useRef(false)
  const grid = useRef<HTMLTableElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus()
  }, [focused])

  const moveTo = (day: string) => {
    moved.current = true
    setFocused(day)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekdayIndex(focused)),
      End: () => addDays(focused, 6 - weekdayIndex(focused)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    }
    const step = steps[event.key]
    if (!step) return
    event.preventDefault()
    moveTo(step())
  }

  const weekdays = weekdayNames(language)
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('datePicker.previousMonth')}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h2 id={titleId} aria-live="polite" className="text-sm font-medium">
          {monthTitle(focused, language)}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t('datePicker.nextMonth')}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="pb-1 text-xs font-normal text-muted-foreground">
                <span aria-hidden>{weekday.short}</span>
                <span className="sr-only">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) =>
                day === null ? (
                  <td key={`empty-${index}`} />
                ) : (
                  <td key={day} className="p-0.5 text-center" aria-selected={day === value}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayLabel(day, language)}
                      aria-current={day === today ? 'date' : undefined}
                      onKeyDown={onKeyDown}
                      onFocus={() => setFocused(day)}
                      onClick={() => onPick(day)}
                      className={cn(
                        'size-8 rounded-md tabular-nums outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                        day === today && 'font-semibold underline underline-offset-4',
                        day === value && 'bg-primary text-primary-foreground hover:bg-primary/90',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
