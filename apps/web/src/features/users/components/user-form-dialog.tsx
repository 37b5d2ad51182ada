import { zodResolver } from '@hookform/resolvers/zod'
import { roles, statuses, userCreateSchema, userUpdateSchema, type User } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { FormDialog } from '@/components/form-dialog'
import { PasswordField, TextField } from '@/components/form-fields'
import { SelectField } from '@/components/select-field'
import { Form } from '@/components/ui/form'
import { isRefusal } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { showFieldErrors } from '@/lib/form-errors'
import { useCreateUser, useUpdateUser } from '../api/user-requests'

interface UserFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
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
  const create = useCreateUser()
  const update = useUpdateUser()
  const action = user ? t('users.actionUpdate') : t('users.actionCreate')

  const onError = (error: unknown) => {
    if (showFieldErrors(error, form.setError)) return
    if (!isRefusal(error)) return toast.error(t('users.toast.saveError'))
    toast.error(t('users.toast.actionFailed', { action, message: errorMessage(error, t) }))
  }

  const submit = form.handleSubmit((values) => {
    const done = () => {
      toast.success(user ? t('users.toast.updated') : t('users.toast.created'))
      onOpenChange(false)
    }
    if (user)
      update.mutate({ id: user.id, body: { ...values, password: values.password ?? '' } }, { onSuccess: done, onError })
    else create.mutate({ ...values, password: values.password ?? '' }, { onSuccess: done, onError })
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={user ? t('users.form.editTitle') : t('users.form.addTitle')}
      description={user ? t('users.form.editDescription') : t('users.form.addDescription')}
      formId="user-form"
      pending={create.isPending || update.isPending}
    >
      <Form {...form}>
        <form id="user-form" onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <TextField control={form.control} name="firstname" label={t('users.fields.firstname')} />
          <TextField control={form.control} name="lastname" label={t('users.fields.lastname')} />
          <TextField control={form.control} name="username" label={t('users.fields.username')} autoComplete="off" />
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t('users.fields.email')}
            autoComplete="off"
          />
          <TextField control={form.control} name="phone" type="tel" label={t('users.fields.phone')} />
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
          <PasswordField
            control={form.control}
            name="password"
            autoComplete="new-password"
            label={t('users.fields.password')}
            description={user ? t('users.form.passwordKeepHint') : t('users.form.passwordHint')}
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            autoComplete="new-password"
            label={t('users.fields.confirmPassword')}
          />
        </form>
      </Form>
    </FormDialog>
  )
}
