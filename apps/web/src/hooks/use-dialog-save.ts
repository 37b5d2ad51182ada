import type { FieldValues } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { useFormMutation, type FormMutationOptions } from './use-form-mutation'

/** The success toast: one line, or a title with a line under it. */
type SavedToast = string | { title: string; description: string }

interface DialogSaveOptions<TFieldValues extends FieldValues, TData, TVariables, TContext> extends FormMutationOptions<
  TFieldValues,
  TData,
  TVariables,
  TContext
> {
  /** The success toast, from what was sent and what the server saved (it names the new version, the ad's title). */
  saved: (data: TData, variables: TVariables) => SavedToast
  /** Closed with false once saved. */
  onOpenChange: (open: boolean) => void
}

/**
 * How an add, edit or other form dialog saves: its form sent through the mutation the way every form is
 * (`useFormMutation`: the server's field errors under their fields, anything else as the dialog's failure toast), and
 * once saved, the success toast and the dialog closed. A dialog that creates or updates has one of these for each.
 */
export function useDialogSave<TFieldValues extends FieldValues, TData, TVariables, TContext>({
  saved,
  onOpenChange,
  ...sending
}: DialogSaveOptions<TFieldValues, TData, TVariables, TContext>) {
  const send = useFormMutation(sending)
  return {
    save: (variables: TVariables) =>
      send.submit(variables, (data) => {
        const shown = saved(data, variables)
        if (typeof shown === 'string') toast.success(shown)
        else toast.success(shown.title, { description: shown.description })
        onOpenChange(false)
      }),
    pending: send.pending,
  }
}
