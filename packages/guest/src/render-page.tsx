import type { ComponentChildren } from 'preact'
import { renderToString } from 'preact-render-to-string'
import { GuestPage } from './components/guest-page.tsx'
import { MessagePage } from './components/message-page.tsx'
import { NoticePage } from './components/notice-page.tsx'
import { guestModelId, guestRootId } from './document-ids.ts'
import type { GuestMessageModel } from './message-model.ts'
import { guestMessageStrings } from './message-strings.ts'
import type { GuestLanguage, GuestPageModel } from './model.ts'
import type { GuestNoticeModel } from './notice-model.ts'
import { guestNoticeStrings } from './notice-strings.ts'
import { serializeModel } from './serialize-model.ts'
import { guestStrings } from './strings.ts'

export interface GuestPageAssets {
  /** The page's script (an ES module), e.g. `/guest/assets/client-<hash>.js`. */
  scriptSrc: string
  /** The page's style sheet, e.g. `/guest/assets/styles-<hash>.css`. */
  styleHref?: string
}

interface GuestDocumentProps {
  lang: GuestLanguage
  title: string
  styleHref?: string
  scriptSrc?: string
  children: ComponentChildren
}

/** No inline script or style, so the pages' Content-Security-Policy can stay `script-src 'self'; style-src 'self'`. */
function GuestDocument({ lang, title, styleHref, scriptSrc, children }: GuestDocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{title}</title>
        {styleHref && <link rel="stylesheet" href={styleHref} />}
        {scriptSrc && <script type="module" src={scriptSrc} />}
      </head>
      <body>{children}</body>
    </html>
  )
}

/**
 * The whole guest page as an HTML document: everything the guest reads is in it before any script runs. The model
 * travels in a JSON block (data, never executed) for the script to hydrate the same tree.
 */
export function renderGuestPage(model: GuestPageModel, assets: GuestPageAssets): string {
  const text = guestStrings[model.lang]
  const document = (
    <GuestDocument
      lang={model.lang}
      title={text.documentTitle(model.venueName)}
      styleHref={assets.styleHref}
      scriptSrc={assets.scriptSrc}
    >
      <div id={guestRootId}>
        <GuestPage model={model} />
      </div>
      <noscript>
        <p class="noscript">{text.scriptNeeded}</p>
      </noscript>
      <script type="application/json" id={guestModelId} dangerouslySetInnerHTML={{ __html: serializeModel(model) }} />
    </GuestDocument>
  )
  return `<!doctype html>${renderToString(document)}`
}

/** A captive message page (online, or what stopped the guest): HTML and the style sheet only, no script. */
export function renderGuestMessagePage(model: GuestMessageModel, assets: Pick<GuestPageAssets, 'styleHref'>): string {
  const document = (
    <GuestDocument
      lang={model.lang}
      title={guestMessageStrings[model.lang].messages[model.kind].title}
      styleHref={assets.styleHref}
    >
      <MessagePage model={model} />
    </GuestDocument>
  )
  return `<!doctype html>${renderToString(document)}`
}

/** The terms of use or the privacy notice (`/wifi/terms`, `/wifi/privacy`): HTML and the style sheet only, no script. */
export function renderGuestNotice(model: GuestNoticeModel, assets: Pick<GuestPageAssets, 'styleHref'>): string {
  const document = (
    <GuestDocument
      lang={model.lang}
      title={guestNoticeStrings[model.lang].titles[model.kind]}
      styleHref={assets.styleHref}
    >
      <NoticePage model={model} />
    </GuestDocument>
  )
  return `<!doctype html>${renderToString(document)}`
}
