import { reportFrequencies, type ReportDelivery, type ReportFrequency, type ReportSubscription } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SettingsSection } from '@/components/layout/settings-section'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/lib/console-dates'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { venueOptionsQueryOptions } from '@/lib/venue-options'
import { useAuthStore } from '@/stores/auth-store'
import {
  reportSubscriptionsQueryOptions,
  useCreateReportSubscription,
  useDeleteReportSubscription,
  useReportDeliveries,
  useSendReportNow,
  useSetReportPaused,
} from '../api/report-subscription-requests'
import { formatPeriod, formatVietnamTime } from '../report-text'

/** The venue Select's value for "everything you can see" (a Radix Select item cannot have an empty value). */
const everything = 'all'

/**
 * Settings → Email reports (issue 23, docs/decisions/036), for every signed-in user: their weekly and monthly reports
 * by email, a form to add one, and per report Pause/Resume, Send me one now, its delivery history and Delete.
 */
export function EmailReportsPage() {
  const { t } = useTranslation()
  const subscriptions = useQuery(reportSubscriptionsQueryOptions())
  // A deleted report's buttons go with it: focus then moves to the list's heading, never to the page's start.
  const headingRef = useRef<HTMLHeadingElement>(null)

  return (
    <SettingsSection title={t('reportSubscriptions.title')} description={t('reportSubscriptions.description')}>
      <AddReportForm />
      <section aria-labelledby="email-reports-heading" className="grid gap-3">
        <h3 id="email-reports-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('reportSubscriptions.list.title')}
        </h3>
        {subscriptions.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : subscriptions.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            {t('reportSubscriptions.list.loadFailed')}
            <Button variant="outline" size="sm" onClick={() => void subscriptions.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : subscriptions.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('reportSubscriptions.list.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {subscriptions.data.map((subscription) => (
              <ReportItem
                key={subscription.id}
                subscription={subscription}
                onDeleted={() => headingRef.current?.focus()}
              />
            ))}
          </ul>
        )}
      </section>
    </SettingsSection>
  )
}

function AddReportForm() {
  const { t } = useTranslation()
  const ids = useId()
  const email = useAuthStore((state) => state.user?.email)
  const venues = useQuery(venueOptionsQueryOptions())
  const create = useCreateReportSubscription()
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly')
  const [venueId, setVenueId] = useState(everything)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { frequency, venueId: venueId === everything ? null : venueId },
      {
        onSuccess: () => {
          toast.success(t('reportSubscriptions.add.created', { email }))
          setVenueId(everything)
        },
        onError: (error) =>
          toast.error(t('reportSubscriptions.add.createFailed'), { description: errorMessage(error, t) }),
      },
    )
  }

  return (
    <section aria-labelledby={`${ids}-add`} className="grid gap-3 rounded-lg border p-4">
      <h3 id={`${ids}-add`} className="text-base font-semibold">
        {t('reportSubscriptions.add.title')}
      </h3>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('reportSubscriptions.add.frequency')}</legend>
          <RadioGroup
            value={frequency}
            onValueChange={(value) => setFrequency(value as ReportFrequency)}
            className="grid gap-3"
          >
            {reportFrequencies.map((option) => (
              <div key={option} className="flex items-start gap-2">
                <RadioGroupItem
                  value={option}
                  id={`${ids}-${option}`}
                  aria-describedby={`${ids}-${option}-hint`}
                  className="mt-0.5"
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={`${ids}-${option}`}>{t(`reportSubscriptions.add.${option}`)}</Label>
                  <p id={`${ids}-${option}-hint`} className="text-sm text-muted-foreground">
                    {t(`reportSubscriptions.add.${option}Hint`)}
                  </p>
                </div>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-venue`}>{t('reportSubscriptions.add.venue')}</Label>
          <Select value={venueId} onValueChange={setVenueId}>
            <SelectTrigger id={`${ids}-venue`} className="w-full sm:w-80">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={everything}>{t('reportSubscriptions.add.everything')}</SelectItem>
              {(venues.data ?? []).map((venue) => (
                <SelectItem key={venue.id} value={venue.id}>
                  {venue.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {t('reportSubscriptions.add.submit')}
        </Button>
      </form>
    </section>
  )
}

function ReportItem({ subscription, onDeleted }: { subscription: ReportSubscription; onDeleted: () => void }) {
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
        <Dialog open={confirming} onOpenChange={setConfirming}>
          {/* Opened by its trigger, so closing the dialog gives focus back to the button that opened it. */}
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" className="text-destructive">
              {t('reportSubscriptions.list.delete')}
            </Button>
          </DialogTrigger>
          <DialogContent
            closeLabel={t('close')}
            onCloseAutoFocus={(event) => {
              // Deleted: the button that opened the dialog is gone with its report.
              if (!deleted.current) return
              event.preventDefault()
              onDeleted()
            }}
          >
            <DialogHeader>
              <DialogTitle>{t('reportSubscriptions.list.deleteTitle')}</DialogTitle>
              <DialogDescription>{t('reportSubscriptions.list.deleteDescription', names)}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                {t('cancel')}
              </Button>
              <Button variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
                {remove.isPending && <Spinner />}
                {t('delete')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </div>
      <div id={`${ids}-history`} hidden={!showHistory}>
        {showHistory && <DeliveryHistory subscriptionId={subscription.id} />}
      </div>
    </li>
  )
}

const statusBadge: Record<ReportDelivery['status'], 'secondary' | 'success' | 'destructive'> = {
  pending: 'secondary',
  sent: 'success',
  failed: 'destructive',
}

function DeliveryHistory({ subscriptionId }: { subscriptionId: string }) {
  const { t, i18n } = useTranslation()
  const deliveries = useReportDeliveries(subscriptionId)
  if (deliveries.isPending) return <Skeleton className="h-20" aria-busy="true" />
  if (deliveries.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        {t('reportSubscriptions.history.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void deliveries.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  if (deliveries.data.length === 0) {
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
        {deliveries.data.map((delivery) => (
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
