import { zodResolver } from '@hookform/resolvers/zod'
import { confirmPasswordSchema } from '@wifi/contract'
import type { UseMutationResult } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/form-fields'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/hooks/use-form-mutation'

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
  onCloseAutoFocus,
}: ConfirmPasswordDialogProps<TData>) {
  const { t } = useTranslation()
  const formId = useId()
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !send.pending) close()
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <Form {...form}>
            <form id={formId} onSubmit={submit} noValidate>
              <PasswordField
                control={form.control}
                name="password"
                autoComplete="current-password"
                label={t('secondFactors.passwordLabel')}
              />
            </form>
          </Form>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={send.pending} onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant={destructive ? 'destructive' : 'default'} disabled={send.pending}>
            {send.pending && <Spinner />}
            {action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
