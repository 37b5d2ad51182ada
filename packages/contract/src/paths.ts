/** Every API path, relative to the server origin. Shared so the web and the API cannot drift apart. */
export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs',
  signUp: '/api/auth/sign-up',
  signIn: '/api/auth/sign-in',
  verifyOtp: '/api/auth/otp/verify',
  resendOtp: '/api/auth/otp/resend',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  signOut: '/api/auth/sign-out',
  me: '/api/me',
  myPassword: '/api/me/password',
  mySessions: '/api/me/sessions',
  mySession: (id: string) => `/api/me/sessions/${id}`,
  venues: '/api/venues',
  venuesExport: '/api/venues/export',
  venue: (id: string) => `/api/venues/${id}`,
  users: '/api/users',
  usersExport: '/api/users/export',
  user: (id: string) => `/api/users/${id}`,
  audit: '/api/audit',
  auditExport: '/api/audit/export',
  accessPoints: '/api/access-points',
  accessPointsExport: '/api/access-points/export',
  accessPointsMap: '/api/access-points/map',
  accessPoint: (id: string) => `/api/access-points/${id}`,
  accessPointsSync: '/api/access-points/sync',
  venueSync: (id: string) => `/api/venues/${id}/sync`,
  accessPointLookup: '/api/access-points/lookup',
  accessPointGateway: (id: string) => `/api/access-points/${id}/gateway`,
  syncRuns: '/api/sync-runs',
  syncRun: (id: string) => `/api/sync-runs/${id}`,
  venueSyncStates: '/api/sync-runs/by-venue',
  deviceGroups: '/api/openwisp/groups',
  dashboard: '/api/dashboard',
  advertisements: '/api/advertisements',
  advertisementsExport: '/api/advertisements/export',
  advertisement: (id: string) => `/api/advertisements/${id}`,
  venueAds: (id: string) => `/api/venues/${id}/ads`,
  venueAdsAssign: (id: string) => `/api/venues/${id}/ads/assign`,
  venueAdsUnassign: (id: string) => `/api/venues/${id}/ads/unassign`,
  advertisementPreview: (id: string) => `/api/advertisements/${id}/preview`,
  media: '/api/media',
  mediaFromUrl: '/api/media/from-url',
  guestFunnel: '/api/guest-funnel',
} as const

/** The console page an emailed reset link opens; the token travels in the `token` search parameter. */
export const resetPasswordPage = '/reset-password'

/** Console pages the API links to from its emails. */
export const signInPage = '/sign-in'
export const forgotPasswordPage = '/forgot-password'
