import type { GuestMessageModel } from '../message-model.ts'
import { guestMessageStrings, guestSuccessKinds } from '../message-strings.ts'
import { guestNoticeStrings } from '../notice-strings.ts'
import { guestStrings } from '../strings.ts'
import { DataActions } from './data-actions.tsx'
import { Hero } from './hero.tsx'
import { CheckIcon } from './icons.tsx'
import { LanguageSwitch } from './language-switch.tsx'

/**
 * A page that tells the guest where they stand when there is no ad and Connect to show: online (with the ad's offer
 * again, since a link tapped inside a captive browser may never have opened, and what they may do about their data),
 * what was done at their request, or what stopped them and what to do.
 */
export function MessagePage({ model }: { model: GuestMessageModel }) {
  const text = guestStrings[model.lang]
  const words = guestMessageStrings[model.lang]
  const message = words.messages[model.kind]
  const success = guestSuccessKinds.has(model.kind)
  const data = model.dataActions
  const dataWords = guestNoticeStrings[model.lang]
  return (
    <div class="page">
      <Hero
        text={text}
        languageSwitch={
          model.languageLinks && <LanguageSwitch lang={model.lang} links={model.languageLinks} text={text} />
        }
      >
        {model.venueName && <p class="venue">{model.venueName}</p>}
      </Hero>
      <main class="content">
        <section class={`card message ${success ? 'message-success' : 'message-problem'}`}>
          {success && (
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
        {data && (
          <section class="card message" aria-labelledby="guest-data-heading">
            <h2 id="guest-data-heading" class="message-title">
              {dataWords.yourDataHeading}
            </h2>
            <p>{data.measured ? dataWords.measured : dataWords.notMeasured}</p>
            <a class="text-link" href={data.privacyHref}>
              {dataWords.readPrivacy}
            </a>
            <DataActions actions={data} words={dataWords} />
          </section>
        )}
      </main>
    </div>
  )
}
