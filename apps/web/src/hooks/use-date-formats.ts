import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate, formatDateTime, formatDay } from '@/lib/console-dates'

/**
 * The console's dates in the reader's language (lib/console-dates), as functions that stay the same until the
 * language changes: a table's memoised columns and cards take them without being built again on every render.
 */
export function useDateFormats() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(
    () => ({
      /** 25/11/2026 */
      date: (iso: string) => formatDate(iso, language),
      /** 25/11/2026 18:05 */
      dateTime: (iso: string) => formatDateTime(iso, language),
      /** 25/11/2026 18:05:09, for the order of what happened within a minute (the audit trail). */
      dateTimeSeconds: (iso: string) => formatDateTime(iso, language, { seconds: true }),
      /** A calendar day (an ad's start), not a moment. */
      day: (day: string) => formatDay(day, language),
    }),
    [language],
  )
}
