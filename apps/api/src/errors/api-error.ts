import type { ApiErrorBody, ErrorCode } from '@wifi/contract'

/**
 * The one way a handler or service reports an expected failure. The error handler turns it into the contract's
 * error body; anything that is not an ApiError is treated as a bug and answered with a generic 500.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ApiErrorBody, 'fields' | 'retryAfter'> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...this.extra }
  }
}

/** A field-level error that is not a schema rule (e.g. "email in use"): the key lives in the `errors` catalog. */
export const errorFieldKey = (code: ErrorCode) => `errors:${code}`

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.')
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'You do not have permission to do this.')
export const notFound = (what = 'The resource') => new ApiError(404, 'NOT_FOUND', `${what} was not found.`)

export const rateLimited = (retryAfter: number) =>
  new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait before trying again.', { retryAfter })

/** Seconds a client waits before trying again while the database is away (a restart takes a few). */
export const databaseRetryAfterSeconds = 5

export const databaseUnavailable = () =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.', {
    retryAfter: databaseRetryAfterSeconds,
  })
