import { zodResolver } from '@hookform/resolvers/zod'
import { adTakedownInputSchema, maxTakedownReason } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { FormDialog } from '@/components/form-dialog'
import { StrongText } from '@/components/strong-text'
import { TextareaField } from '@/components/textarea-field'
import { useDialogSave } from '@/hooks/use-dialog-save'
import { useTakeDownAd } from '../api/ad-requests'

interface AdTakedownDialogProps extends DialogOpenProps {
  ad: { id: string; title: string }
}

/**
 * Taking an ad down everywhere (admins): no venue shows it from then on, and its author is emailed the reason, which
 * is required. It can be restored.
 */
export function AdTakedownDialog({ ad, open, onOpenChange }: AdTakedownDialogProps) {
  const { t } = useTranslation()
  const form = useForm({ resolver: zodResolver(adTakedownInputSchema), defaultValues: { reason: '' } })
  const takeDown = useDialogSave({
    form,
    mutation: useTakeDownAd(),
    failure: (reason) => ({ title: t('advertisements.toast.takedownFailed'), description: reason }),
    saved: () => t('advertisements.toast.takenDown'),
    onOpenChange,
  })
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('advertisements.takedown.title')}
      description={<StrongText i18nKey="advertisements.takedown.description" values={{ title: ad.title }} />}
      form={form}
      onSubmit={form.handleSubmit((body) => takeDown.save({ id: ad.id, body }))}
      pending={takeDown.pending}
      submitLabel={t('advertisements.takedown.submit')}
    >
      <TextareaField
        control={form.control}
        name="reason"
        rows={4}
        maxLength={maxTakedownReason}
        label={t('advertisements.takedown.reason')}
        description={t('advertisements.takedown.reasonHint')}
      />
    </FormDialog>
  )
}
