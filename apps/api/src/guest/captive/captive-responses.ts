import {
  renderGuestMessagePage,
  renderGuestNotice,
  type BuiltGuestAssets,
  type GuestMessageModel,
  type GuestNoticeModel,
} from '@wifi/guest'
import type { FastifyReply } from 'fastify'
import { guestPagePolicy } from '../../security/guest-page-policy.ts'
import type { LivePage } from './live-page-templates.ts'

/**
 * The captive pages' Content-Security-Policy: the page's beacons go to us, and forms post to us and may be
 * redirected to the gateway's hand-off address only; nothing may frame them.
 */
const captivePolicy = (options: { gatewayOrigin?: string; videoUrl?: string | null }) =>
  guestPagePolicy({
    videoUrl: options.videoUrl,
    connectSrc: "'self'",
    formAction: `'self'${options.gatewayOrigin ? ` ${options.gatewayOrigin}` : ''}`,
    frameAncestors: "'none'",
  })

/** Every captive answer is about one guest's visit: no browser or proxy may keep it. */
function htmlReply(reply: FastifyReply, status: number, policy: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
}

export function sendGuestPage(reply: FastifyReply, page: LivePage, gatewayOrigin: string) {
  return htmlReply(reply, 200, captivePolicy({ gatewayOrigin, videoUrl: page.videoUrl })).send(page.html)
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

/** The terms of use or the privacy notice: HTML and the style sheet only, like the message pages. */
export function sendGuestNotice(reply: FastifyReply, model: GuestNoticeModel, assets: BuiltGuestAssets | null) {
  return htmlReply(reply, 200, captivePolicy({})).send(renderGuestNotice(model, { styleHref: assets?.styleHref }))
}
