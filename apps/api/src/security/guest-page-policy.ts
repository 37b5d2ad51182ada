/**
 * The Content-Security-Policy of every page a guest's browser shows (the captive pages and the console's preview of
 * them): only our own script, style sheet and images, no inline script, the ad's video from its own host (kept as
 * given), and no plugins or base changes. Where the pages differ — what script may fetch, where forms may go, who may
 * frame them — the caller says.
 */
export function guestPagePolicy(options: {
  videoUrl: string | null | undefined
  connectSrc: string
  formAction: string
  frameAncestors: string
}): string {
  const videoOrigin = options.videoUrl ? new URL(options.videoUrl).origin : null
  return [
    "default-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `media-src 'self'${videoOrigin && videoOrigin !== 'null' ? ` ${videoOrigin}` : ''}`,
    `connect-src ${options.connectSrc}`,
    `form-action ${options.formAction}`,
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ')
}
