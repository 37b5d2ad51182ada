import { webOrigin } from '@wifi/contract'

/**
 * The Content-Security-Policy of every page a guest's browser shows (the captive pages and the console's preview of
 * them): only our own script, style sheet and images, no inline script, the ad's video from its own origin, and no
 * plugins or base changes. Where the pages differ — what script may fetch, where forms may go, who may frame them —
 * the caller says.
 */
export function guestPagePolicy(options: {
  videoUrl: string | null | undefined
  connectSrc: string
  formAction: string
  frameAncestors: string
}): string {
  // Rebuilt from a checked host, never copied from the address: a row saved before the rule (or written around
  // the API) must not add a directive or a policy to the header (docs/decisions/024).
  const videoOrigin = options.videoUrl ? webOrigin(options.videoUrl) : null
  return [
    "default-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `media-src 'self'${videoOrigin ? ` ${videoOrigin}` : ''}`,
    `connect-src ${options.connectSrc}`,
    `form-action ${options.formAction}`,
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ')
}
