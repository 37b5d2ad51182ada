import { zodResolver } from '@hookform/resolvers/zod'
import { type Advertisement, analyticsPaths, type DeliveryReportQuery, deliveryReportQuerySchema } from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateField } from '@/components/date-field/date-field'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { FormDialog } from '@/components/form-dialog'
import { StrongText } from '@/components/strong-text'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { apiFile } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'
import { toQueryString } from '@/lib/query-string'
import { deliveryReportFileName, lastThirtyDays } from '../lib/delivery-report-period'

interface AdDeliveryReportDialogProps extends DialogOpenProps {
  ad: Pick<Advertisement, 'id' | 'title' | 'editable'>
}

/**
 * An ad's proof of delivery: the reader picks a period (the last 30 days in Vietnam until they pick another) and
 * downloads the PDF the API makes in their language — impressions, countdowns completed, connections and
 * call-to-action clicks in total, per venue and per day. Someone else's ad covers the reader's venues only
 * (`editable` is false exactly then: an admin or the author may edit it).
 */
export function AdDeliveryReportDialog({ ad, open, onOpenChange }: AdDeliveryReportDialogProps) {
  const { t } = useTranslation()
  const form = useForm({ resolver: zodResolver(deliveryReportQuerySchema), defaultValues: lastThirtyDays() })
  const download = useFormMutation({
    form,
    mutation: useMutation({
      mutationFn: (period: DeliveryReportQuery) =>
        apiFile(`${analyticsPaths.advertisementDeliveryReport(ad.id)}${toQueryString(period)}`),
      // The failure is the dialog's to show, under a field or as its toast.
      meta: { handlesErrors: true },
    }),
    failure: (reason) => ({ title: t('advertisements.deliveryReport.failed'), description: reason }),
  })
  const submit = form.handleSubmit((period) =>
    download.submit(period, (file) => {
      downloadFile(deliveryReportFileName(ad.title, period), file)
      onOpenChange(false)
    }),
  )
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('advertisements.deliveryReport.title')}
      description={<StrongText i18nKey="advertisements.deliveryReport.description" values={{ title: ad.title }} />}
      form={form}
      onSubmit={submit}
      layout="grid gap-4"
      pending={download.pending}
      submitLabel={t('advertisements.deliveryReport.submit')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField control={form.control} name="from" label={t('advertisements.deliveryReport.from')} />
        <DateField control={form.control} name="to" label={t('advertisements.deliveryReport.to')} />
      </div>
      {!ad.editable && <p className="text-sm text-muted-foreground">{t('deliveryReport.yourVenuesOnly')}</p>}
    </FormDialog>
  )
}
