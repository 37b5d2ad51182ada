import { zodResolver } from '@hookform/resolvers/zod'
import { confirmPasswordSchema } from '@wifi/contract'
import type { UseMutationResult } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { FormDialog } from '@/components/form-dialog'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { PasswordAgainField } from './password-again-field'

interface ConfirmPasswordDialogProps<TData> {
  open: boolean
  onClose: () => void
  title: string
  description: string
  action: string
  destructive?: boolean
  failure: string
  mutation: UseMutationResult<TData, Error, { password: string }>
  onDone: (data: TData) => void
  /** Where focus goes when the dialog closes, when not back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void
}

/** Without an `onCloseAutoFocus`, focus stays where the caller's next step puts it (the panel's heading). */
const leaveFocus = (event: Event) => event.preventDefault()

/**
 * A change to the sign-in steps (an authenticator app, a passkey) asks for the password again: a session left open on
 * a shared computer is not enough.
 */
export function ConfirmPasswordDialog<TData>({
  open,
  onClose,
  title,
  description,
  action,
  destructive = false,
  failure,
  mutation,
  onDone,
  onCloseAutoFocus = leaveFocus,
}: ConfirmPasswordDialogProps<TData>) {
  const form = useForm({ resolver: zodResolver(confirmPasswordSchema), defaultValues: { password: '' } })
  const send = useFormMutation({ form, mutation, failure: (reason) => `${failure} ${reason}` })

  const close = () => {
    form.reset()
    onClose()
  }
  const submit = form.handleSubmit((values) =>
    send.submit(values, (data) => {
      form.reset()
      onDone(data)
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      form={form}
      onSubmit={submit}
      pending={send.pending}
      width="narrow"
      submitLabel={action}
      destructive={destructive}
      staysOpenWhilePending
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <PasswordAgainField control={form.control} name="password" />
    </FormDialog>
  )
}
