import { zodResolver } from '@hookform/resolvers/zod'
import { changePasswordSchema } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { PasswordField, SubmitButton } from '@/components/form-fields'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Form } from '@/components/ui/form'
import { Separator } from '@/components/ui/separator'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { useCurrentUser } from '@/hooks/use-current-user'
import { useChangePassword } from '../api/account-requests'
import { AuthenticatorAppPanel } from './authenticator-app-panel'
import { PasskeysPanel } from './passkeys-panel'
import { SessionsPanel } from './sessions-panel'
import { SettingsSection } from '@/components/layout/settings-section'

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Security: change the password (the server ends the user's other sessions), and see and end sessions. */
export function SecurityPage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm })

  const change = useFormMutation({
    form,
    mutation: useChangePassword(),
    // docs/product.md §8: 'Failed to update password:' with the reason after it, on one line.
    failure: (reason) => `${t('toast.passwordUpdateFailed')} ${reason}`,
  })

  const submit = form.handleSubmit((values) => {
    if (!user) {
      toast.error(t('toast.userNotAvailable'))
      return
    }
    change.submit(values, () => {
      form.reset(emptyForm)
      toast.success(t('toast.passwordUpdated'))
    })
  })

  return (
    <SettingsSection title={t('settings.security.title')} description={t('settings.security.description')}>
      <Form {...form}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <PasswordField
            control={form.control}
            name="currentPassword"
            autoComplete="current-password"
            label={t('settings.security.currentPasswordLabel')}
          />
          <NewPasswordFields
            control={form.control}
            names={{ password: 'newPassword', confirm: 'confirmPassword' }}
            labels={{
              password: t('settings.security.newPasswordLabel'),
              confirm: t('settings.security.confirmPasswordLabel'),
            }}
          />
          <SubmitButton className="justify-self-start" pending={change.pending}>
            {t('settings.security.submit')}
          </SubmitButton>
        </form>
      </Form>
      <Separator />
      <AuthenticatorAppPanel />
      <Separator />
      <PasskeysPanel />
      <Separator />
      <SessionsPanel />
    </SettingsSection>
  )
}
