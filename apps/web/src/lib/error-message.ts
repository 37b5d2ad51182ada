import type { TFunction } from 'i18next'
import { ApiError } from './api-error'

/** Seconds as a short human duration for rate-limit messages: "45 s" or "3 min". */
export function waitTime(seconds: number, t: TFunction) {
  return seconds < 60
    ? t('common:time.seconds', { count: seconds })
    : t('common:time.minutes', { count: Math.ceil(seconds / 60) })
}

/**
 * The reader's message for a failure: an API error's code translated from the `errors` catalog (with the wait
 * for 429s), a network failure, or else the error's own message, or 'An error occurred'.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('errors:NETWORK')
    const retryAfter = error.body?.retryAfter ?? 0
    if (error.code) return t(`errors:${error.code}`, { seconds: retryAfter, time: waitTime(retryAfter, t) })
  }
  if (error instanceof Error && error.message) return error.message
  return t('common:toast.anErrorOccurred')
}
