import type { ReportDelivery } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Loaded } from '@/components/loaded'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/lib/console-dates'
import { useReportDeliveries } from '../api/report-subscription-requests'
import { formatPeriod, formatVietnamTime } from '../report-text'

const statusBadge: Record<ReportDelivery['status'], 'secondary' | 'success' | 'destructive'> = {
  pending: 'secondary',
  sent: 'success',
  failed: 'destructive',
}

/** A report's deliveries, newest first: the period, when, sent/pending/failed with the error and the next try. */
export function DeliveryHistory({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation()
  return (
    <Loaded
      query={useReportDeliveries(subscriptionId)}
      placeholder={<Skeleton className="h-20" aria-busy="true" />}
      loadFailed={t('reportSubscriptions.history.loadFailed')}
      failedClassName="text-sm"
    >
      {(deliveries) => <DeliveryTable deliveries={deliveries} />}
    </Loaded>
  )
}

/** The deliveries as read, or that there are none yet. */
function DeliveryTable({ deliveries }: { deliveries: ReportDelivery[] }) {
  const { t, i18n } = useTranslation()
  if (deliveries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('reportSubscriptions.history.empty')}</p>
  }
  return (
    <Table>
      <TableCaption className="sr-only">{t('reportSubscriptions.history.caption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('reportSubscriptions.history.period')}</TableHead>
          <TableHead scope="col">{t('reportSubscriptions.history.createdAt')}</TableHead>
          <TableHead scope="col">{t('reportSubscriptions.history.status')}</TableHead>
          <TableHead scope="col" className="text-right">
            {t('reportSubscriptions.history.attempts')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell>
              <span className="block">{formatPeriod(delivery, i18n.language)}</span>
              <span className="block text-xs text-muted-foreground">
                {t(`reportSubscriptions.history.trigger.${delivery.trigger}`)}
              </span>
            </TableCell>
            <TableCell>{formatDateTime(delivery.sentAt ?? delivery.createdAt, i18n.language)}</TableCell>
            <TableCell className="whitespace-normal">
              <Badge variant={statusBadge[delivery.status]}>
                {t(`reportSubscriptions.history.statuses.${delivery.status}`)}
              </Badge>
              {delivery.lastError && (
                <span className="mt-1 block text-xs break-words text-muted-foreground">
                  {t('reportSubscriptions.history.error')}: {delivery.lastError}
                </span>
              )}
              {delivery.nextAttemptAt && (
                <span className="mt-1 block text-xs text-muted-foreground">
                  {t('reportSubscriptions.history.retryAt', {
                    time: formatVietnamTime(delivery.nextAttemptAt, i18n.language),
                  })}
                </span>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">{delivery.attempts}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
