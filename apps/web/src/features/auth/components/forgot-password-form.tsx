import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { lazyResolver } from '@/lib/lazy-resolver'
import { toast } from '@/lib/toast'
import { EmailField, SubmitButton } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { useForgotPassword } from '../api/auth-requests'

// Validation (zod and the schema) loads when the form is first used, not with the page (docs/decisions/030).
const validation = lazyResolver(() => import('../auth-resolvers').then((resolvers) => resolvers.forgotPasswordResolver))

/** Asks for a reset link. The answer is the same whether or not the account exists, and so is this screen. */
export function ForgotPasswordForm() {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({ resolver: validation.resolver, defaultValues: { email: '' } })

  const sendLink = useFormMutation({
    form,
    mutation: useForgotPassword(),
    failure: (reason) => ({ title: t('toast.resetLinkFailed'), description: reason }),
  })
  const submit = form.handleSubmit((values) =>
    sendLink.submit(values, () => {
      toast.success(t('toast.resetLinkSent'))
      setSentTo(values.email)
    }),
  )

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
      <form onSubmit={submit} onFocus={validation.preload} className="grid gap-4" noValidate>
        <EmailField control={form.control} name="email" />
        <SubmitButton className="mt-2" pending={sendLink.pending}>
          {t('auth.forgotPassword.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
