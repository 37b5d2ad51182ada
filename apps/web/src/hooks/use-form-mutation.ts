import type { UseMutationResult } from '@tanstack/react-query'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isRefusal } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { showFieldErrors } from '@/lib/form-errors'
import { toast } from '@/lib/toast'

/** A failure toast as docs/product.md §8 words it: one line, or a title with the reason under it. */
type FailureToast = string | { title: string; description: string }

export interface FormMutationOptions<TFieldValues extends FieldValues, TData, TVariables, TContext> {
  /** The form whose fields show the server's field errors. */
  form: { setError: UseFormSetError<TFieldValues> }
  /**
   * A mutation hook's result from `features/<name>/api`. Its hook declares `meta: { handlesErrors: true }`, since
   * the failure is handled here and the query client must not toast it a second time.
   */
  mutation: UseMutationResult<TData, Error, TVariables, TContext>
  /** The toast for a failure the fields cannot show; `reason` is the error in the reader's language. */
  failure: (reason: string) => FailureToast
  /** When the form has a text of its own for a failure that is not a refusal (server not reached, or failing). */
  unexpected?: string
  /** After the server's field errors were put under their fields: a form shown in steps goes back to its fields. */
  onFieldErrors?: () => void
}

/**
 * Sends a form through its mutation and reports a failure the way every form does: the server's field errors
 * (a 400 naming fields) under those fields, anything else as the form's toast. Success is the caller's:
 * `submit(values, onSuccess)`.
 */
export function useFormMutation<TFieldValues extends FieldValues, TData, TVariables, TContext>({
  form,
  mutation,
  failure,
  unexpected,
  onFieldErrors,
}: FormMutationOptions<TFieldValues, TData, TVariables, TContext>) {
  const { t } = useTranslation()

  const onError = (error: unknown) => {
    if (showFieldErrors(error, form.setError)) {
      onFieldErrors?.()
      return
    }
    const shown = unexpected !== undefined && !isRefusal(error) ? unexpected : failure(errorMessage(error, t))
    if (typeof shown === 'string') toast.error(shown)
    else toast.error(shown.title, { description: shown.description })
  }

  return {
    submit: (variables: TVariables, onSuccess?: (data: TData) => void) =>
      mutation.mutate(variables, { onSuccess, onError }),
    pending: mutation.isPending,
  }
}
