import { renderMarkdown } from '../markdown.tsx'
import type { GuestNoticeModel } from '../notice-model.ts'
import { guestNoticeStrings, noticeDate, shortHash } from '../notice-strings.ts'
import { guestStrings } from '../strings.ts'
import { DataActions } from './data-actions.tsx'
import { Hero } from './hero.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { OperatorDetails } from './operator-details.tsx'

/**
 * The terms of use or the privacy notice, as a guest reads them before deciding: the operator's text in the guest's
 * language with its version, who answers for it, and for the privacy notice what the server itself keeps, why and
 * how long, with the guest's buttons. A way back to the Wi-Fi page keeps what the guest had done there.
 */
export function NoticePage({ model }: { model: GuestNoticeModel }) {
  const text = guestStrings[model.lang]
  const words = guestNoticeStrings[model.lang]
  const { version, venue, facts } = model
  const back = model.backHref && (
    <a class="text-link back-link" href={model.backHref}>
      {words.back}
    </a>
  )
  return (
    <div class="page">
      <Hero
        text={text}
        languageSwitch={
          model.languageLinks && <LanguageSwitch lang={model.lang} links={model.languageLinks} text={text} />
        }
      >
        {venue && <p class="venue">{venue.name}</p>}
      </Hero>
      <main class="content">
        {back}
        <article class="card notice-text" aria-labelledby="guest-notice-title">
          <h1 id="guest-notice-title" class="message-title">
            {words.titles[model.kind]}
          </h1>
          <p class="version">
            {words.version(version.number, noticeDate(version.publishedAt, model.lang), shortHash(version.contentHash))}
          </p>
          <div class="prose">{renderMarkdown(model.body)}</div>
        </article>
        <section class="card message" aria-labelledby="guest-responsible">
          <h2 id="guest-responsible" class="message-title">
            {words.responsibleHeading}
          </h2>
          <dl class="responsible">
            <div>
              <dt>{words.operator}</dt>
              <OperatorDetails operator={model.operator} words={words} />
            </div>
            {venue && (
              <div>
                <dt>{words.venue}</dt>
                <dd>{venue.noticeName ?? venue.name}</dd>
                {venue.noticeContact && <dd class="message-detail">{words.contact(venue.noticeContact)}</dd>}
              </div>
            )}
          </dl>
        </section>
        {facts && (
          <section class="card message" aria-labelledby="guest-data">
            <h2 id="guest-data" class="message-title">
              {words.dataHeading}
            </h2>
            <p>{words.dataIntro}</p>
            <ul class="data-facts">
              {words.facts(facts.retentionDays).map((fact) => (
                <li key={fact.data}>
                  <h3>{fact.data}</h3>
                  <dl>
                    <dt>{words.purpose}</dt>
                    <dd>{fact.purpose}</dd>
                    <dt>{words.kept}</dt>
                    <dd>{fact.kept}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        )}
        {model.kind === 'privacy' && (
          <section class="card message" aria-labelledby="guest-rights">
            <h2 id="guest-rights" class="message-title">
              {words.rightsHeading}
            </h2>
            <p>{words.rightsText}</p>
            {model.dataActions ? (
              <DataActions actions={model.dataActions} words={words} />
            ) : (
              <p class="message-detail">{words.rightsFromPage}</p>
            )}
          </section>
        )}
        {back}
      </main>
    </div>
  )
}
