import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api-error'

/**
 * Shows the server's field errors (message keys, like the form's own) under their fields.
 * Returns whether there were any, so the caller can skip its generic toast.
 */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  const fields = error instanceof ApiError ? error.body?.fields : undefined
  if (!fields || Object.keys(fields).length === 0) return false
  for (const [field, message] of Object.entries(fields)) setError(field as Path<T>, { type: 'server', message })
  return true
}
