import {
  renderGuestMessagePage,
  renderGuestPage,
  type BuiltGuestAssets,
  type GuestMessageModel,
  type GuestPageModel,
} from '@wifi/guest'
import type { FastifyReply } from 'fastify'

/**
 * The captive pages' Content-Security-Policy: our own script, style sheet and images only (a guest not yet online
 * can reach nothing else, and the page must not try), the ad's video from its host, and forms that post to us and
 * may be redirected to the gateway's hand-off address only.
 */
function captivePolicy(options: { gatewayOrigin?: string; videoUrl?: string | null }): string {
  const videoOrigin = options.videoUrl ? new URL(options.videoUrl).origin : null
  return [
    "default-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `media-src 'self'${videoOrigin && videoOrigin !== 'null' ? ` ${videoOrigin}` : ''}`,
    "connect-src 'self'",
    `form-action 'self'${options.gatewayOrigin ? ` ${options.gatewayOrigin}` : ''}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Every captive answer is about one guest's visit: no browser or proxy may keep it. */
function htmlReply(reply: FastifyReply, status: number, policy: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
}

export function sendGuestPage(
  reply: FastifyReply,
  model: GuestPageModel,
  assets: BuiltGuestAssets,
  gatewayOrigin: string,
) {
  const policy = captivePolicy({ gatewayOrigin, videoUrl: model.ad?.video?.url })
  return htmlReply(reply, 200, policy).send(renderGuestPage(model, assets))
}

export function sendGuestMessage(
  reply: FastifyReply,
  status: number,
  model: GuestMessageModel,
  assets: BuiltGuestAssets | null,
) {
  return htmlReply(reply, status, captivePolicy({})).send(
    renderGuestMessagePage(model, { styleHref: assets?.styleHref }),
  )
}
