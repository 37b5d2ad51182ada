import type { ApiErrorBody } from '@wifi/contract'

/** A failed API call: the HTTP status and the contract's error body. Status 0 means the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`)
    this.name = 'ApiError'
  }

  get code() {
    return this.body?.code
  }
}

export const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined)

/** The server understood the request and said no (4xx), as opposed to failing or not being reached. */
export const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500
