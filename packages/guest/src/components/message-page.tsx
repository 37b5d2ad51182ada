import type { GuestMessageModel } from '../message-model.ts'
import { guestMessageStrings } from '../message-strings.ts'
import { guestStrings } from '../strings.ts'
import { CheckIcon, WifiIcon } from './icons.tsx'
import { LanguageSwitch } from './language-switch.tsx'

/**
 * A page that tells the guest where they stand when there is no ad and Connect to show: online (with the ad's offer
 * again, since a link tapped inside a captive browser may never have opened), or what stopped them and what to do.
 */
export function MessagePage({ model }: { model: GuestMessageModel }) {
  const text = guestStrings[model.lang]
  const words = guestMessageStrings[model.lang]
  const message = words.messages[model.kind]
  const connected = model.kind === 'connected'
  return (
    <div class="page">
      <header class="hero">
        <div class="topbar">
          <p class="brand">
            <WifiIcon />
            <span>{text.freeWifi}</span>
          </p>
          {model.languageLinks && <LanguageSwitch lang={model.lang} links={model.languageLinks} text={text} />}
        </div>
        {model.venueName && <p class="venue">{model.venueName}</p>}
      </header>
      <main class="content">
        <section class={`card message ${connected ? 'message-success' : 'message-problem'}`}>
          {connected && (
            <span class="notice-icon">
              <CheckIcon />
            </span>
          )}
          <h1 class="message-title">{message.title}</h1>
          <p>{message.text}</p>
          {model.gatewayReply && <p class="message-detail">{words.gatewaySaid(model.gatewayReply)}</p>}
          {model.retryAfter !== undefined && <p class="message-detail">{words.retryAfter(model.retryAfter)}</p>}
          {model.action && (
            <a class="button button-primary" href={model.action.href}>
              {model.action.kind === 'back' ? words.back : words.tryAgain}
            </a>
          )}
        </section>
        {model.callToAction && (
          <section class="card message" aria-labelledby="guest-offer-heading">
            <h2 id="guest-offer-heading" class="message-title">
              {words.offerAgain}
            </h2>
            <p>{model.callToAction.adTitle}</p>
            <a class="button button-secondary" href={model.callToAction.href}>
              {model.callToAction.label ?? text.learnMore}
            </a>
          </section>
        )}
      </main>
    </div>
  )
}
