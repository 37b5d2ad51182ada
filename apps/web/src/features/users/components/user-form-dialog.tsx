import { zodResolver } from '@hookform/resolvers/zod'
import { roles, statuses, userCreateSchema, userUpdateSchema, type User } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { PasswordField, SubmitButton, TextField } from '@/components/form-fields'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { showFieldErrors } from '@/lib/form-errors'
import { useCreateUser, useUpdateUser } from '../api/user-requests'

interface UserFormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The user to edit; none to add one. */
  user?: User
}

/** Add or edit a user (admins), with SPEC §5's user rules and §8's toasts. */
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
    const explained = error instanceof ApiError && error.status >= 400 && error.status < 500
    if (!explained) return toast.error(t('users.toast.saveError'))
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

  const select = (name: 'role' | 'status', options: readonly string[], labelKey: string, optionKey: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(labelKey)}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {t(`${optionKey}.${option}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="max-h-[90svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{user ? t('users.form.editTitle') : t('users.form.addTitle')}</DialogTitle>
          <DialogDescription>
            {user ? t('users.form.editDescription') : t('users.form.addDescription')}
          </DialogDescription>
        </DialogHeader>
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
            {select('role', roles, 'users.fields.role', 'roles')}
            {select('status', statuses, 'users.fields.status', 'status')}
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
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <SubmitButton pending={create.isPending || update.isPending} form="user-form">
            {t('save')}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
