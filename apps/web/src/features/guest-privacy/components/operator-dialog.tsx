import { zodResolver } from '@hookform/resolvers/zod'
import { guestOperatorInputSchema, type GuestOperatorSaved, type GuestOperatorSetting } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { FormDialog } from '@/components/form-dialog'
import { TextField } from '@/components/form-fields'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { toast } from '@/lib/toast'
import { useSaveGuestOperator } from '../api/guest-privacy-requests'

interface OperatorDialogProps extends DialogOpenProps {
  /** The setting as it is now; the form starts from it. */
  operator: GuestOperatorSetting
}

/**
 * Who answers for guests' data (docs/decisions/055): the name, address and email the law's notice needs, and a phone
 * if the operator likes. Saving publishes each text that named another operator again, which the toast names.
 */
export function OperatorDialog({ open, onOpenChange, operator }: OperatorDialogProps) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: zodResolver(guestOperatorInputSchema),
    defaultValues: {
      name: operator.name,
      address: operator.address ?? '',
      email: operator.email ?? '',
      phone: operator.phone ?? '',
    },
  })
  const save = useFormMutation({
    form,
    mutation: useSaveGuestOperator(),
    failure: (reason) => ({ title: t('guestPrivacy.operator.failed'), description: reason }),
  })
  const published = ({ published }: GuestOperatorSaved) =>
    published.length === 0
      ? t('guestPrivacy.operator.unchanged')
      : published
          .map((text) =>
            t('guestPrivacy.publish.published', {
              kind: t(`guestPrivacy.texts.kinds.${text.kind}`),
              version: text.version,
            }),
          )
          .join('. ')
  const submit = form.handleSubmit((values) =>
    save.submit(values, (saved) => {
      toast.success(t('guestPrivacy.operator.saved'), { description: published(saved) })
      onOpenChange(false)
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('guestPrivacy.operator.dialogTitle')}
      description={t('guestPrivacy.operator.dialogDescription')}
      form={form}
      onSubmit={submit}
      layout="grid gap-4 sm:grid-cols-2"
      pending={save.pending}
      staysOpenWhilePending
    >
      {/* The name and the address are long: each takes the row; the email and the phone share one. */}
      <div className="sm:col-span-2">
        <TextField
          control={form.control}
          name="name"
          autoComplete="organization"
          label={t('guestPrivacy.operator.name')}
          description={t('guestPrivacy.operator.nameHint')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          control={form.control}
          name="address"
          autoComplete="street-address"
          label={t('guestPrivacy.operator.address')}
          description={t('guestPrivacy.operator.addressHint')}
        />
      </div>
      <TextField
        control={form.control}
        name="email"
        type="email"
        autoComplete="email"
        label={t('guestPrivacy.operator.email')}
        description={t('guestPrivacy.operator.emailHint')}
      />
      <TextField
        control={form.control}
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t('guestPrivacy.operator.phoneOptional')}
      />
    </FormDialog>
  )
}
