import { zodResolver } from '@hookform/resolvers/zod'
import { profileFormSchema, type User } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { SubmitButton, TextField } from '@/components/form-fields'
import { Form } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { useUpdateProfile } from '../api/account-requests'

/** Username, names and phone; the email is shown but cannot be changed. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      username: user.username ?? '',
      firstname: user.firstname ?? '',
      lastname: user.lastname ?? '',
      phone: user.phone ?? '',
    },
  })

  const update = useFormMutation({
    form,
    mutation: useUpdateProfile(),
    // docs/product.md §8: 'Failed to update profile:' with the reason after it, on one line.
    failure: (reason) => `${t('toast.profileUpdateFailed')} ${reason}`,
  })
  const submit = form.handleSubmit((values) => update.submit(values, () => toast.success(t('toast.profileUpdated'))))

  return (
    <Form {...form}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <div className="grid gap-2">
          <Label htmlFor="profile-email">{t('settings.profile.emailLabel')}</Label>
          <Input id="profile-email" value={user.email} readOnly disabled aria-describedby="profile-email-hint" />
          <p id="profile-email-hint" className="text-sm text-muted-foreground">
            {t('settings.profile.emailHint')}
          </p>
        </div>
        <TextField
          control={form.control}
          name="username"
          autoComplete="username"
          label={t('settings.profile.usernameLabel')}
          description={t('settings.profile.usernameHint')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="firstname"
            autoComplete="given-name"
            label={t('settings.profile.firstnameLabel')}
          />
          <TextField
            control={form.control}
            name="lastname"
            autoComplete="family-name"
            label={t('settings.profile.lastnameLabel')}
          />
        </div>
        <TextField
          control={form.control}
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('settings.profile.phoneLabel')}
          description={t('phone.optionalHint')}
        />
        <SubmitButton className="justify-self-start" pending={update.pending}>
          {t('settings.profile.submit')}
        </SubmitButton>
      </form>
    </Form>
  )
}
