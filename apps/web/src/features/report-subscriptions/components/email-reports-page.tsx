import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SettingsSection } from '@/components/layout/settings-section'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { reportSubscriptionsQueryOptions } from '../api/report-subscription-requests'
import { AddReportForm } from './add-report-form'
import { ReportItem } from './report-item'

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
