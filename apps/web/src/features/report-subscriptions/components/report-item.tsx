import type { ReportSubscription } from '@wifi/contract'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { useDeleteReportSubscription, useSendReportNow, useSetReportPaused } from '../api/report-subscription-requests'
import { formatPeriod, formatVietnamTime } from '../report-text'
import { DeliveryHistory } from './delivery-history'

/** One report: what and when, Pause/Resume, Send me one now, its delivery history, and Delete behind a confirm. */
export function ReportItem({ subscription, onDeleted }: { subscription: ReportSubscription; onDeleted: () => void }) {
  const { t, i18n } = useTranslation()
  const ids = useId()
  const setPaused = useSetReportPaused()
  const sendNow = useSendReportNow()
  const remove = useDeleteReportSubscription()
  const [showHistory, setShowHistory] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const deleted = useRef(false)

  const frequency = t(`reportSubscriptions.list.frequency.${subscription.frequency}`)
  const scope = subscription.venueName ?? t('reportSubscriptions.list.everything')
  const names = { frequency: frequency.toLowerCase(), scope }

  const togglePaused = () =>
    setPaused.mutate(
      { id: subscription.id, paused: !subscription.paused },
      {
        onSuccess: (updated) =>
          toast.success(
            t(updated.paused ? 'reportSubscriptions.list.pausedToast' : 'reportSubscriptions.list.resumedToast'),
          ),
        onError: (error) =>
          toast.error(t('reportSubscriptions.list.updateFailed'), { description: errorMessage(error, t) }),
      },
    )

  const send = () =>
    sendNow.mutate(subscription.id, {
      onSuccess: (delivery) => {
        if (delivery.status === 'sent') {
          toast.success(t('reportSubscriptions.list.sent', { period: formatPeriod(delivery, i18n.language) }))
          return
        }
        toast.error(t('reportSubscriptions.list.sendFailed'), {
          description: [
            delivery.lastError,
            delivery.status === 'pending' && t('reportSubscriptions.list.sendFailedRetry'),
          ]
            .filter(Boolean)
            .join(' '),
        })
      },
      onError: (error) =>
        toast.error(t('reportSubscriptions.list.sendFailed'), { description: errorMessage(error, t) }),
    })

  const confirmDelete = () =>
    remove.mutate(subscription.id, {
      onSuccess: () => {
        deleted.current = true
        setConfirming(false)
        toast.success(t('reportSubscriptions.list.deleted'))
      },
      onError: (error) =>
        toast.error(t('reportSubscriptions.list.deleteFailed'), { description: errorMessage(error, t) }),
    })

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-labelledby={`${ids}-name`}>
      <div className="flex flex-wrap items-center gap-2">
        <p id={`${ids}-name`} className="font-medium">
          {frequency} · {scope}
        </p>
        {subscription.paused ? (
          <Badge variant="secondary">{t('reportSubscriptions.list.paused')}</Badge>
        ) : (
          <Badge variant="success">{t('reportSubscriptions.list.active')}</Badge>
        )}
      </div>
      {subscription.nextSendAt && (
        <p className="text-sm text-muted-foreground">
          {t('reportSubscriptions.list.nextSend', { time: formatVietnamTime(subscription.nextSendAt, i18n.language) })}
        </p>
      )}
      <div role="group" aria-label={t('reportSubscriptions.list.actionsFor', names)} className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={setPaused.isPending} onClick={togglePaused}>
          {setPaused.isPending && <Spinner />}
          {t(subscription.paused ? 'reportSubscriptions.list.resume' : 'reportSubscriptions.list.pause')}
        </Button>
        <Button variant="outline" size="sm" disabled={sendNow.isPending} onClick={send}>
          {sendNow.isPending && <Spinner />}
          {t('reportSubscriptions.list.sendNow')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showHistory}
          aria-controls={`${ids}-history`}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          {t('reportSubscriptions.history.show')}
        </Button>
        {/* Opened by its trigger, so closing the dialog gives focus back to the button that opened it. */}
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('reportSubscriptions.list.deleteTitle')}
          description={t('reportSubscriptions.list.deleteDescription', names)}
          confirmLabel={t('delete')}
          destructive
          pending={remove.isPending}
          onConfirm={confirmDelete}
          trigger={{
            button: (
              <Button variant="outline" size="sm" className="text-destructive">
                {t('reportSubscriptions.list.delete')}
              </Button>
            ),
            onOpen: () => setConfirming(true),
          }}
          onCloseAutoFocus={(event) => {
            // Deleted: the button that opened the dialog is gone with its report.
            if (!deleted.current) return
            event.preventDefault()
            onDeleted()
          }}
        />
      </div>
      <div id={`${ids}-history`} hidden={!showHistory}>
        {showHistory && <DeliveryHistory subscriptionId={subscription.id} />}
      </div>
    </li>
  )
}
