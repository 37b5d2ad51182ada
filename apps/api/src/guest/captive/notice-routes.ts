import { captivePaths, type GuestTextKind } from '@wifi/contract'
import type { GuestNoticeModel } from '@wifi/guest'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { guestPageState, htmlResponse, sessionQuery, type CaptiveKit } from './captive-kit.ts'
import { findGuestSession } from './guest-sessions.ts'
import { sessionPath } from './live-page-model.ts'
import { operatorOf } from '../texts/version-operator.ts'

const noticeQuery = sessionQuery.extend(guestPageState)
type NoticeQuery = z.infer<typeof noticeQuery>

/** The page's state as its links carried it, to carry back: only what the guest had done. */
function pageState(query: NoticeQuery): Record<string, string> {
  return {
    ...(query.answer ? { answer: query.answer } : {}),
    ...(query.terms === 'accepted' ? { terms: 'accepted' } : {}),
    ...(query.measurement === 'accepted' ? { measurement: 'accepted' } : {}),
    ...(query.adClosed === '1' ? { adClosed: '1' } : {}),
  }
}

/**
 * The terms of use and the privacy notice (docs/decisions/033), readable before login: the version guests are
 * offered now, in the guest's language, with who answers for it. Opened from a guest session, the page leads back
 * to it as the guest left it, names the venue, and (the notice) offers the guest's data requests.
 */
export const noticeRoutes: FastifyPluginAsyncZod<{ kit: CaptiveKit }> = async (app, { kit }) => {
  async function showNotice(
    kind: GuestTextKind,
    request: FastifyRequest<{ Querystring: NoticeQuery }>,
    reply: FastifyReply,
  ) {
    const { query } = request
    const found = await findGuestSession(app.db, query.session)
    const session = found?.session
    const lang = kit.languageOf(request, query.lang ?? session?.lang)
    const text = (await app.guestTexts.current())[kind]
    const accessPoint =
      session && (await app.captiveLookups.accessPointById(session.gatewayKind, session.accessPointId))
    const model: GuestNoticeModel = {
      lang,
      kind,
      body: lang === 'vi' ? text.bodyVi : text.bodyEn,
      // The operator this version was published with, which its content hash covers (docs/decisions/055).
      operator: operatorOf(text),
      venue: accessPoint
        ? {
            name: accessPoint.venueName,
            noticeName: accessPoint.venueNotice.name,
            noticeContact: accessPoint.venueNotice.contact,
          }
        : undefined,
      version: { number: text.version, publishedAt: text.publishedAt.toISOString(), contentHash: text.contentHash },
      backHref: session
        ? session.handedOffAt
          ? sessionPath(captivePaths.connected, session.id, { lang })
          : sessionPath(captivePaths.page, session.id, { lang, ...pageState(query) })
        : undefined,
      languageLinks: kit.inEitherLanguage(request),
      facts: kind === 'privacy' ? { retentionDays: app.config.retentionDays } : undefined,
      dataActions:
        kind === 'privacy' && session
          ? {
              withdrawAction: captivePaths.dataWithdraw,
              eraseAction: captivePaths.dataErase,
              session: session.id,
              measured: session.deviceHash !== null,
            }
          : undefined,
    }
    return kit.notice(reply, model)
  }

  for (const kind of ['terms', 'privacy'] as const) {
    app.get(
      captivePaths[kind],
      {
        // A guest's browser, which has no account (docs/decisions/027).
        config: { public: true },
        schema: {
          tags: ['captive'],
          summary:
            kind === 'terms'
              ? 'The terms of use guests are offered now, before login; from a guest session it leads back to the page as it was'
              : 'The privacy notice guests are offered now, before login; from a guest session it also offers the guest’s data requests',
          querystring: noticeQuery,
          ...htmlResponse,
        },
      },
      (request, reply) => showNotice(kind, request, reply),
    )
  }
}
