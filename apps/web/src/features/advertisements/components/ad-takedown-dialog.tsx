import { zodResolver } from '@hookform/resolvers/zod'
import { adTakedownInputSchema, maxTakedownReason } from '@wifi/contract'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/form-dialog'
import { TextareaField } from '@/components/textarea-field'
import { Form } from '@/components/ui/form'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { toast } from '@/lib/toast'
import { useTakeDownAd } from '../api/ad-requests'

interface AdTakedownDialogProps {
  ad: { id: string; title: string }
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Taking an ad down everywhere (admins): no venue shows it from then on, and its author is emailed the reason, which
 * is required. It can be restored.
 */
export function AdTakedownDialog({ ad, open, onOpenChange }: AdTakedownDialogProps) {
  const { t } = useTranslation()
  const formId = useId()
  const form = useForm({ resolver: zodResolver(adTakedownInputSchema), defaultValues: { reason: '' } })
  const takeDown = useFormMutation({
    form,
    mutation: useTakeDownAd(),
    failure: (reason) => ({ title: t('advertisements.toast.takedownFailed'), description: reason }),
  })
  const submit = form.handleSubmit((body) =>
    takeDown.submit({ id: ad.id, body }, () => {
      toast.success(t('advertisements.toast.takenDown'))
      onOpenChange(false)
    }),
  )
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('advertisements.takedown.title')}
      description={
        <Trans
          i18nKey="advertisements.takedown.description"
          values={{ title: ad.title }}
          components={{ strong: <strong /> }}
        />
      }
      formId={formId}
      pending={takeDown.pending}
      submitLabel={t('advertisements.takedown.submit')}
    >
      <Form {...form}>
        <form id={formId} onSubmit={submit} noValidate>
          <TextareaField
            control={form.control}
            name="reason"
            rows={4}
            maxLength={maxTakedownReason}
            label={t('advertisements.takedown.reason')}
            description={t('advertisements.takedown.reasonHint')}
          />
        </form>
      </Form>
    </FormDialog>
  )
}
