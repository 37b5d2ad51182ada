import { zodResolver } from '@hookform/resolvers/zod'
import { forgotPasswordSchema } from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { EmailField, SubmitButton } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { errorMessage } from '@/lib/error-message'
import { authRequests } from '../api/auth-requests'

/** Asks for a reset link. The answer is the same whether or not the account exists, and so is this screen. */
export function ForgotPasswordForm() {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })

  const sendLink = useMutation({
    mutationFn: authRequests.forgotPassword,
    onSuccess: (_result, { email }) => {
      toast.success(t('toast.resetLinkSent'))
      setSentTo(email)
    },
    onError: (error) => toast.error(t('toast.resetLinkFailed'), { description: errorMessage(error, t) }),
  })

  if (sentTo) {
    return (
      <div role="status" className="grid gap-2">
        <p className="font-medium">{t('auth.forgotPassword.sentTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('auth.forgotPassword.sentDescription', { email: sentTo })}</p>
      </div>
    )
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => sendLink.mutate(values))} className="grid gap-4" noValidate>
        <EmailField control={form.control} name="email" />
        <SubmitButton className="mt-2" pending={sendLink.isPending}>
          {t('auth.forgotPassword.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
