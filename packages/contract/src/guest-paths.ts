/**
 * The console's paths about guests (their funnel, texts, consents, data requests, ad reports, access policy and
 * sessions) and an ad's takedown, in a module of their own: only pages that load lazily call them, and `apiPaths`'
 * module loads whole with the sign-in page, whose first load must not grow (docs/decisions/030).
 */
export const guestPaths = {
  guestFunnel: '/api/guest-funnel',
  guestTexts: '/api/guest-texts',
  guestText: (kind: string) => `/api/guest-texts/${kind}`,
  guestOperator: '/api/guest-operator',
  guestConsents: '/api/guest-consents',
  guestConsentsExport: '/api/guest-consents/export',
  guestDataRequests: '/api/guest-data-requests',
  adReports: '/api/ad-reports',
  advertisementTakedown: (id: string) => `/api/advertisements/${id}/takedown`,
  advertisementRestore: (id: string) => `/api/advertisements/${id}/restore`,
  guestPolicy: '/api/guest-policy',
  venueGuestPolicy: (id: string) => `/api/venues/${id}/guest-policy`,
  guestSessions: '/api/guest-sessions',
  guestSessionsExport: '/api/guest-sessions/export',
  endGuestSession: (handle: string) => `/api/guest-sessions/${handle}/end`,
} as const
