import { createFileRoute } from '@tanstack/react-router'
import { EmailReportsPage } from '@/features/report-subscriptions/components/email-reports-page'

/** Settings → Email reports, for every signed-in user: their scheduled analytics reports (docs/decisions/036). */
export const Route = createFileRoute('/_authenticated/settings/reports')({ component: EmailReportsPage })
