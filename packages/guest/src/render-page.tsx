import { renderToString } from 'preact-render-to-string'
import { GuestPage } from './components/guest-page.tsx'
import { guestModelId, guestRootId } from './document-ids.ts'
import type { GuestPageModel } from './model.ts'
import { serializeModel } from './serialize-model.ts'
import { guestStrings } from './strings.ts'

export interface GuestPageAssets {
  /** The page's script (an ES module), e.g. `/guest/assets/client-<hash>.js`. */
  scriptSrc: string
  /** The page's style sheet, e.g. `/guest/assets/styles-<hash>.css`. */
  styleHref?: string
}

/**
 * The whole guest page as an HTML document: everything the guest reads is in it before any script runs. The model
 * travels in a JSON block (data, never executed) for the script to hydrate the same tree; no inline script or
 * style, so the page's Content-Security-Policy can stay `script-src 'self'; style-src 'self'`.
 */
export function renderGuestPage(model: GuestPageModel, assets: GuestPageAssets): string {
  const text = guestStrings[model.lang]
  const document = (
    <html lang={model.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{text.documentTitle(model.venueName)}</title>
        {assets.styleHref && <link rel="stylesheet" href={assets.styleHref} />}
        <script type="module" src={assets.scriptSrc} />
      </head>
      <body>
        <div id={guestRootId}>
          <GuestPage model={model} />
        </div>
        <noscript>
          <p class="noscript">{text.scriptNeeded}</p>
        </noscript>
        <script type="application/json" id={guestModelId} dangerouslySetInnerHTML={{ __html: serializeModel(model) }} />
      </body>
    </html>
  )
  return `<!doctype html>${renderToString(document)}`
}
