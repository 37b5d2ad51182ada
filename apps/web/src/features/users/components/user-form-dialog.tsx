import { zodResolver } from '@hookform/resolvers/zod'
import { roles, statuses, userCreateSchema, userUpdateSchema, type User } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { FormDialog } from '@/components/form-dialog'
import { TextField } from '@/components/form-fields'
import { NewPasswordFields } from '@/components/new-password-fields'
import { SelectField } from '@/components/select-field'
import { useDialogSave } from '@/hooks/use-dialog-save'
import { useCreateUser, useUpdateUser } from '../api/user-requests'

interface UserFormDialogProps extends DialogOpenProps {
  /** The user to edit; none to add one. */
  user?: User
}

/** Add or edit a user (admins), with docs/product.md §5's user rules and §8's toasts. */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const { t } = useTranslation()
  const form = useForm({
    // Editing keeps the password unless a new one is typed; adding needs one.
    resolver: zodResolver(user ? userUpdateSchema : userCreateSchema),
    values: {
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      username: user?.username ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      role: user?.role ?? 'customer',
      status: user?.status ?? 'active',
      password: '',
      confirmPassword: '',
    },
  })
  const action = user ? t('users.actionUpdate') : t('users.actionCreate')
  const saving = {
    form,
    onOpenChange,
    // A refusal the server explained is 'Failed to {action} user: {message}'; anything else (network, 5xx) is unexpected.
    unexpected: t('users.toast.saveError'),
    failure: (reason: string) => t('users.toast.actionFailed', { action, message: reason }),
    saved: () => (user ? t('users.toast.updated') : t('users.toast.created')),
  }
  const create = useDialogSave({ ...saving, mutation: useCreateUser() })
  const update = useDialogSave({ ...saving, mutation: useUpdateUser() })

  const submit = form.handleSubmit((values) => {
    if (user) update.save({ id: user.id, body: { ...values, password: values.password ?? '' } })
    else create.save({ ...values, password: values.password ?? '' })
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? t('users.form.editTitle') : t('users.form.addTitle')}
      description={user ? t('users.form.editDescription') : t('users.form.addDescription')}
      form={form}
      onSubmit={submit}
      layout="grid gap-4 sm:grid-cols-2"
      pending={create.pending || update.pending}
    >
      <TextField control={form.control} name="firstname" label={t('users.fields.firstname')} />
      <TextField control={form.control} name="lastname" label={t('users.fields.lastname')} />
      <TextField control={form.control} name="username" label={t('users.fields.username')} autoComplete="off" />
      <TextField control={form.control} name="email" type="email" label={t('users.fields.email')} autoComplete="off" />
      <TextField
        control={form.control}
        name="phone"
        type="tel"
        label={t('users.fields.phone')}
        description={t('phone.optionalHint')}
      />
      <SelectField
        control={form.control}
        name="role"
        label={t('users.fields.role')}
        options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <SelectField
        control={form.control}
        name="status"
        label={t('users.fields.status')}
        options={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <div className="hidden sm:block" />
      <NewPasswordFields
        control={form.control}
        names={{ password: 'password', confirm: 'confirmPassword' }}
        labels={{ password: t('users.fields.password'), confirm: t('users.fields.confirmPassword') }}
        note={user ? t('users.form.passwordKeepHint') : undefined}
      />
    </FormDialog>
  )
}
