/**
 * The analytics' and reports' paths (issue 23), in a module of their own: only pages that load lazily call them, and
 * `apiPaths`' module loads whole with the sign-in page, whose first load must not grow (docs/decisions/030).
 */
export const analyticsPaths = {
  analytics: '/api/analytics',
  analyticsBreakdown: '/api/analytics/breakdown',
  analyticsBreakdownExport: '/api/analytics/breakdown/export',
  reportSubscriptions: '/api/report-subscriptions',
  reportSubscription: (id: string) => `/api/report-subscriptions/${id}`,
  reportSubscriptionSendNow: (id: string) => `/api/report-subscriptions/${id}/send-now`,
  reportSubscriptionDeliveries: (id: string) => `/api/report-subscriptions/${id}/deliveries`,
  advertisementDeliveryReport: (id: string) => `/api/advertisements/${id}/delivery-report.pdf`,
} as const
