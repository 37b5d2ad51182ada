import { zodResolver } from '@hookform/resolvers/zod'
import { changePasswordSchema } from '@wifi/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { PasswordField, SubmitButton } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { Separator } from '@/components/ui/separator'
import { errorMessage } from '@/lib/error-message'
import { showFieldErrors } from '@/lib/form-errors'
import { useAuthStore } from '@/stores/auth-store'
import { accountRequests } from '../api/account-requests'
import { sessionsKey } from '../api/session-requests'
import { SessionsPanel } from './sessions-panel'
import { SettingsSection } from './settings-section'

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Security: change the password (the server ends the user's other sessions), and see and end sessions. */
export function SecurityPage() {
  const { t } = useTranslation()
  const user = useAuthStore((state) => state.user)
  const queryClient = useQueryClient()
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm })

  const change = useMutation({
    mutationFn: accountRequests.changePassword,
    onSuccess: () => {
      form.reset(emptyForm)
      toast.success(t('toast.passwordUpdated'))
      // The server ended the other sessions: the list below must not show them any more.
      void queryClient.invalidateQueries({ queryKey: sessionsKey })
    },
    onError: (error) => {
      if (showFieldErrors(error, form.setError)) return
      toast.error(`${t('toast.passwordUpdateFailed')} ${errorMessage(error, t)}`)
    },
  })

  const submit = form.handleSubmit((values) => {
    if (!user) {
      toast.error(t('toast.userNotAvailable'))
      return
    }
    change.mutate(values)
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
          <PasswordField
            control={form.control}
            name="newPassword"
            autoComplete="new-password"
            label={t('settings.security.newPasswordLabel')}
            description={t('settings.security.newPasswordHint')}
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            autoComplete="new-password"
            label={t('settings.security.confirmPasswordLabel')}
          />
          <SubmitButton className="justify-self-start" pending={change.isPending}>
            {t('settings.security.submit')}
          </SubmitButton>
        </form>
      </Form>
      <Separator />
      <SessionsPanel />
    </SettingsSection>
  )
}
