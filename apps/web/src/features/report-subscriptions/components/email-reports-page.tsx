import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '@/components/layout/panel'
import { SettingsSection } from '@/components/layout/settings-section'
import { Loaded } from '@/components/loaded'
import { SkeletonStack } from '@/components/skeleton-stack'
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
      <Panel title={t('reportSubscriptions.list.title')} headingRef={headingRef} className="grid gap-3">
        <Loaded
          query={subscriptions}
          placeholder={<SkeletonStack heights={['h-24', 'h-24']} />}
          loadFailed={t('reportSubscriptions.list.loadFailed')}
          failedClassName="text-sm"
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('reportSubscriptions.list.empty')}</p>
            ) : (
              <ul className="grid gap-3">
                {list.map((subscription) => (
                  <ReportItem
                    key={subscription.id}
                    subscription={subscription}
                    onDeleted={() => headingRef.current?.focus()}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
      </Panel>
    </SettingsSection>
  )
}
