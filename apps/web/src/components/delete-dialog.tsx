import type { UseMutationResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from '@/components/confirm-delete-dialog'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'

interface DeleteDialogProps<TData, TContext> extends Omit<ConfirmDeleteDialogProps, 'pending' | 'onConfirm'> {
  /** The feature's delete, called with `id`. */
  mutation: UseMutationResult<TData, Error, string, TContext>
  id: string
  /** The success toast's text. */
  deletedText: string
  /** The failure toast, from the reason in words: a title and a description, or SPEC's one line with the reason. */
  failedToast: (reason: string) => { title: string; description?: string }
}

/**
 * Deleting one thing from its row: the confirm-by-typing dialog, the delete, its toast, and the dialog closed once
 * it is gone (a failure leaves it open, for another try or Cancel). Each list's delete is this with its words.
 */
export function DeleteDialog<TData, TContext>({
  mutation,
  id,
  deletedText,
  failedToast,
  ...confirm
}: DeleteDialogProps<TData, TContext>) {
  const { t } = useTranslation()
  // The toast follows the promise, not mutate()'s callbacks: those are dropped when the dialog unmounts first, which
  // it does when the list's refresh (awaited by the mutation) no longer has the deleted row and its menu.
  const remove = () =>
    mutation.mutateAsync(id).then(
      () => {
        toast.success(deletedText)
        confirm.onOpenChange(false)
      },
      (error: Error) => {
        const { title, description } = failedToast(errorMessage(error, t))
        toast.error(title, description === undefined ? undefined : { description })
      },
    )
  return <ConfirmDeleteDialog {...confirm} pending={mutation.isPending} onConfirm={remove} />
}
