import { checkAdTask } from '@wifi/contract/ad-task'
import { useEffect, useRef, useState } from 'preact/hooks'
import { connectBlockers, secondsUntilClosable } from '../connect-rules.ts'
import type { GuestPageModel } from '../model.ts'
import { linkWithState } from '../state-links.ts'
import { guestStrings } from '../strings.ts'
import { useCountdown } from '../use-countdown.ts'
import { useStepReports } from '../use-step-reports.ts'
import { AdCard } from './ad-card.tsx'
import { Checkbox } from './checkbox.tsx'
import { ConnectButton } from './connect-button.tsx'
import { Countdown } from './countdown.tsx'
import { Hero } from './hero.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { PreviewNotice } from './preview-notice.tsx'
import { TaskField } from './task-field.tsx'
import { TermsCheckbox } from './terms-checkbox.tsx'

type Phase = 'ready' | 'connecting' | 'previewed'

/** How long the preview shows 'Connecting to Wi-Fi...' before saying where a real guest would be. */
export const previewConnectMs = 2000

/**
 * The page a guest sees before the Wi-Fi lets them online: the venue, the ad, its wait, its text task, the two
 * consent boxes and Connect. The server renders it from the model — where the guest had got to when they come back
 * to it — and the page's script hydrates the same tree.
 */
export function GuestPage({ model }: { model: GuestPageModel }) {
  const text = guestStrings[model.lang]
  const { ad } = model
  const initial = model.initial ?? {}
  const preview = model.mode === 'preview'
  const fields = model.connect?.fields ?? {}
  const duration = ad?.duration ?? 0
  const [run, setRun] = useState(0)
  // A guest coming back goes on with the wait the server's clock has left; "Start over" waits the whole of it.
  const startSeconds = run === 0 ? Math.min(Math.max(initial.secondsLeft ?? duration, 0), duration) : duration
  const secondsLeft = useCountdown(startSeconds, run)
  const [answer, setAnswer] = useState(initial.answer ?? '')
  const [termsAccepted, setTermsAccepted] = useState(initial.termsAccepted ?? false)
  const [measurementAccepted, setMeasurementAccepted] = useState(initial.measurementAccepted ?? false)
  const closeIn = ad && secondsUntilClosable(ad, secondsLeft)
  const [adClosed, setAdClosed] = useState(!!initial.adClosed && closeIn !== null)
  const [phase, setPhase] = useState<Phase>('ready')
  const [announcement, setAnnouncement] = useState('')
  const form = useRef<HTMLFormElement>(null)

  const taskState = checkAdTask(ad?.targetText, answer)
  // Closing the ad lifts the wait; the task and the terms are still asked for.
  const blockers = connectBlockers({ secondsLeft: adClosed ? 0 : secondsLeft, taskState, termsAccepted })
  useStepReports(preview ? undefined : model.connect, { secondsLeft, hasAd: !!ad, taskState, answer, termsAccepted })

  // Said once each, not at every second or keystroke: the end of the wait, and the task matching or not.
  useEffect(() => {
    if (ad && !adClosed && secondsLeft === 0) setAnnouncement(text.waitOver)
  }, [ad, adClosed, secondsLeft, text])
  useEffect(() => {
    if (taskState === 'match') setAnnouncement(text.taskMatch)
    if (taskState === 'mismatch') setAnnouncement(text.taskMismatch)
  }, [taskState, text])

  useEffect(() => {
    if (!preview || phase !== 'connecting') return
    const timer = setTimeout(() => setPhase('previewed'), previewConnectMs)
    return () => clearTimeout(timer)
  }, [preview, phase])

  const onSubmit = (event: Event) => {
    // The preview sends nothing anywhere; the live page's form posts to the server, which checks every step again.
    if (preview || phase !== 'ready' || blockers.length > 0) event.preventDefault()
    if (phase !== 'ready' || blockers.length > 0) return
    setPhase('connecting')
    setAnnouncement(text.connecting)
  }

  const closeAd = () => {
    setAdClosed(true)
    setAnnouncement(text.adClosed)
  }

  const restart = () => {
    setRun((count) => count + 1)
    setAnswer('')
    setTermsAccepted(false)
    setMeasurementAccepted(false)
    setAdClosed(false)
    setPhase('ready')
    setAnnouncement('')
    form.current?.querySelector<HTMLElement>('input:not([type=hidden])')?.focus()
  }

  // The live page's links to the texts and to the other language carry its state, so the guest comes back to (or
  // switches) the page as they left it.
  const state = { answer, termsAccepted, measurementAccepted, adClosed }
  const linkTo = (base: string | undefined) => (base && !preview ? linkWithState(base, state) : base)
  const languageLinks =
    model.languageLinks && !preview
      ? { vi: linkWithState(model.languageLinks.vi, state), en: linkWithState(model.languageLinks.en, state) }
      : model.languageLinks

  return (
    <div class="page">
      <Hero
        text={text}
        banner={preview ? text.previewBadge : undefined}
        languageSwitch={<LanguageSwitch lang={model.lang} links={languageLinks} text={text} />}
      >
        <h1 class="venue">{model.venueName}</h1>
      </Hero>
      <main class="content">
        {model.welcomeBack && <p class="card welcome-back">{text.welcomeBack}</p>}
        {ad && (
          <AdCard
            ad={ad}
            ctaHref={model.callToActionHref}
            preview={preview}
            closeIn={closeIn}
            closed={adClosed}
            onClose={closeAd}
            report={model.report}
            fields={fields}
            text={text}
          />
        )}
        <form
          ref={form}
          class="card connect-card"
          method="post"
          action={model.connect?.action}
          aria-labelledby="guest-connect-heading"
          noValidate
          onSubmit={onSubmit}
        >
          <h2 id="guest-connect-heading" class="sr-only">
            {text.connectHeading}
          </h2>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {adClosed && <input type="hidden" name="adClosed" value="1" />}
          {ad && !adClosed && <Countdown secondsLeft={secondsLeft} duration={ad.duration} text={text} />}
          {taskState !== 'none' && ad?.targetText && (
            <TaskField target={ad.targetText} value={answer} state={taskState} onInput={setAnswer} text={text} />
          )}
          <div class="consents">
            <TermsCheckbox
              checked={termsAccepted}
              termsHref={linkTo(model.termsUrl)}
              privacyHref={linkTo(model.privacyUrl)}
              preview={preview}
              onChange={setTermsAccepted}
              text={text}
            />
            <Checkbox
              id="guest-measurement"
              name="measurement"
              checked={measurementAccepted}
              onChange={setMeasurementAccepted}
              label={text.measurementLabel}
              hint={text.measurementHint}
            />
          </div>
          {phase === 'previewed' ? (
            <PreviewNotice onRestart={restart} text={text} />
          ) : (
            <ConnectButton blockers={blockers} connecting={phase === 'connecting'} text={text} />
          )}
        </form>
        <p class="sr-only" role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </main>
    </div>
  )
}
