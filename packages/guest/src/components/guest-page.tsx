import { checkAdTask } from '@wifi/contract/ad-task'
import { useEffect, useRef, useState } from 'preact/hooks'
import { connectBlockers } from '../connect-rules.ts'
import type { GuestPageModel } from '../model.ts'
import { guestStrings } from '../strings.ts'
import { useCountdown } from '../use-countdown.ts'
import { useStepReports } from '../use-step-reports.ts'
import { AdCard } from './ad-card.tsx'
import { ConnectButton } from './connect-button.tsx'
import { Countdown } from './countdown.tsx'
import { WifiIcon } from './icons.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { PreviewNotice } from './preview-notice.tsx'
import { TaskField } from './task-field.tsx'
import { TermsCheckbox } from './terms-checkbox.tsx'

type Phase = 'ready' | 'connecting' | 'previewed'

/** How long the preview shows 'Connecting to Wi-Fi...' before saying where a real guest would be. */
export const previewConnectMs = 2000

/**
 * The page a guest sees before the Wi-Fi lets them online: the venue, the ad, its wait, its text task, the terms
 * and Connect. The server renders it from the model and the page's script hydrates the same tree.
 */
export function GuestPage({ model }: { model: GuestPageModel }) {
  const text = guestStrings[model.lang]
  const { ad } = model
  const preview = model.mode === 'preview'
  const [run, setRun] = useState(0)
  const secondsLeft = useCountdown(ad?.duration ?? 0, run)
  const [answer, setAnswer] = useState('')
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [phase, setPhase] = useState<Phase>('ready')
  const [announcement, setAnnouncement] = useState('')
  const form = useRef<HTMLFormElement>(null)

  const taskState = checkAdTask(ad?.targetText, answer)
  const blockers = connectBlockers({ secondsLeft, taskState, termsAccepted })
  useStepReports(preview ? undefined : model.connect, { secondsLeft, hasAd: !!ad, taskState, answer, termsAccepted })

  // Said once each, not at every second or keystroke: the end of the wait, and the task matching or not.
  useEffect(() => {
    if (ad && secondsLeft === 0) setAnnouncement(text.waitOver)
  }, [ad, secondsLeft, text])
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

  const restart = () => {
    setRun((count) => count + 1)
    setAnswer('')
    setTermsAccepted(false)
    setPhase('ready')
    setAnnouncement('')
    form.current?.querySelector<HTMLElement>('input:not([type=hidden])')?.focus()
  }

  return (
    <div class="page">
      <header class="hero">
        {preview && <p class="preview-banner">{text.previewBadge}</p>}
        <div class="topbar">
          <p class="brand">
            <WifiIcon />
            <span>{text.freeWifi}</span>
          </p>
          <LanguageSwitch lang={model.lang} links={model.languageLinks} text={text} />
        </div>
        <h1 class="venue">{model.venueName}</h1>
      </header>
      <main class="content">
        {ad && <AdCard ad={ad} ctaHref={model.callToActionHref} preview={preview} text={text} />}
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
          {model.connect &&
            Object.entries(model.connect.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          {ad && <Countdown secondsLeft={secondsLeft} duration={ad.duration} text={text} />}
          {taskState !== 'none' && ad?.targetText && (
            <TaskField target={ad.targetText} value={answer} state={taskState} onInput={setAnswer} text={text} />
          )}
          <TermsCheckbox
            checked={termsAccepted}
            termsUrl={model.termsUrl}
            preview={preview}
            onChange={setTermsAccepted}
            text={text}
          />
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
