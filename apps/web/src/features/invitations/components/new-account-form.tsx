import type { InvitationPreview } from '@wifi/contract'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SubmitButton, TextField } from '@/components/form-fields'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Form } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { lazyResolver } from '@/lib/lazy-resolver'
import { toast } from '@/lib/toast'
import { useAcceptWithNewAccount } from '../api/invitation-requests'

// Validation (zod and the schema) loads when the form is first used, not with the page (docs/decisions/030).
const validation = lazyResolver(() =>
  import('../invitation-resolvers').then((resolvers) => resolvers.newAccountResolver),
)

/**
 * The invited address has no account: its name and a password make one (the address is the invited one, shown and
 * not editable), which joins the venue and is signed in; the venue's list opens.
 */
export function NewAccountForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const emailId = useId()
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { token, firstname: '', lastname: '', password: '', confirmPassword: '' },
  })
  const accept = useFormMutation({
    form,
    mutation: useAcceptWithNewAccount(),
    failure: (reason) => ({ title: t('venueInvitations.page.signUpFailed'), description: reason }),
  })
  const submit = form.handleSubmit((values) =>
    accept.submit(values, (signedUp) => {
      toast.success(t('venueInvitations.page.joined', { venue: signedUp.venue.name }))
      void navigate({ to: '/venues' })
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={submit} onFocus={validation.preload} className="grid gap-4" noValidate>
        <p className="text-sm">{t('venueInvitations.page.newAccount')}</p>
        {/* The address the account gets, for the reader and their password manager: the link decides it. */}
        <div className="grid gap-2">
          <Label htmlFor={emailId}>{t('users.fields.email')}</Label>
          <Input id={emailId} type="email" autoComplete="username" value={invitation.email} readOnly />
        </div>
        <TextField
          control={form.control}
          name="firstname"
          autoComplete="given-name"
          label={t('users.fields.firstname')}
        />
        <TextField
          control={form.control}
          name="lastname"
          autoComplete="family-name"
          label={t('users.fields.lastname')}
        />
        <NewPasswordFields
          control={form.control}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          labels={{ password: t('auth.passwordLabel'), confirm: t('auth.confirmPasswordLabel') }}
        />
        <SubmitButton className="mt-2" pending={accept.pending}>
          {t('venueInvitations.page.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
