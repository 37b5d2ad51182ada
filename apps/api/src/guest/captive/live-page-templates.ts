import type { Language } from '@wifi/contract'
import { renderGuestPage, type BuiltGuestAssets, type GuestInitialState } from '@wifi/guest'
import type { AdvertisementRow, GuestSessionRow } from '../../db/schema.ts'
import { createTtlCache } from '../../lib/ttl-cache.ts'
import { captiveCacheMs } from './captive-lookups.ts'
import { livePageModel } from './live-page-model.ts'

/** Stands in for the session id while a page is rendered; shaped like one, so it is written the same way everywhere. */
const sessionIdSlot = 'ffffffff-ffff-4fff-bfff-ffffffffffff'

/** A live guest page and the video it plays (its Content-Security-Policy allows that address). */
export interface LivePage {
  html: string
  videoUrl: string | null
}

/**
 * Live guest pages, rendered once per venue name, ad (as last edited), countdown, task and language: every visit's
 * page differs from the others only by its session id, which is filled into a copy. Rendering the page is the
 * largest part of a visit's work, and a busy venue shows the same ad to every guest. A guest coming back to their
 * page (`initial`: the countdown where it is, their answer and ticks) gets a page of their own.
 */
export function createLivePageTemplates(assets: BuiltGuestAssets, closeAfterSeconds: number | null) {
  const templates = createTtlCache<LivePage>(captiveCacheMs, 2_000)

  return async function renderLivePage(
    session: GuestSessionRow,
    ad: AdvertisementRow | null,
    venueName: string,
    lang: Language,
    initial?: GuestInitialState,
  ): Promise<LivePage> {
    if (initial) {
      const model = livePageModel(session, ad, venueName, lang, { closeAfterSeconds, initial })
      return { html: renderGuestPage(model, assets), videoUrl: model.ad?.video?.url ?? null }
    }
    const key = JSON.stringify([
      ad?.id,
      ad?.updatedAt.getTime(),
      session.adDuration,
      session.targetText,
      session.returning,
      venueName,
      lang,
    ])
    const template = await templates.get(key, async () => {
      const model = livePageModel({ ...session, id: sessionIdSlot }, ad, venueName, lang, { closeAfterSeconds })
      return { html: renderGuestPage(model, assets), videoUrl: model.ad?.video?.url ?? null }
    })
    return { ...template, html: template.html.replaceAll(sessionIdSlot, session.id) }
  }
}
