import { useRef, useState } from 'preact/hooks'
import { guestAdReportReasons, maxReportDetailsLength } from '../ad-report.ts'
import type { GuestStrings } from '../strings.ts'

interface ReportAdProps {
  action: string
  adId: string
  /** The Connect form's hidden fields (the guest session), sent along so the server knows where the ad was shown. */
  fields: Record<string, string>
  preview: boolean
  text: GuestStrings
}

type Phase = 'ready' | 'sending' | 'sent' | 'failed' | 'limited'

/**
 * "Report this ad", folded away under the ad: a plain form, so without script it posts and the server answers a
 * thank-you page. With script it is sent in the background and the guest stays on the page, the answer said in a
 * live region. The preview says thanks and sends nothing, like its Connect.
 */
export function ReportAd({ action, adId, fields, preview, text }: ReportAdProps) {
  const [phase, setPhase] = useState<Phase>('ready')
  const summary = useRef<HTMLElement>(null)

  const onSubmit = (event: Event) => {
    event.preventDefault()
    if (phase === 'sending') return
    const sent = () => {
      setPhase('sent')
      // The form goes away with the button that had focus: keep focus on the control it came from.
      summary.current?.focus()
    }
    if (preview) return sent()
    setPhase('sending')
    const body = new URLSearchParams(new FormData(event.currentTarget as HTMLFormElement) as unknown as string[][])
    fetch(action, { method: 'POST', body }).then(
      (response) => (response.ok ? sent() : setPhase(response.status === 429 ? 'limited' : 'failed')),
      () => setPhase('failed'),
    )
  }

  const status = {
    ready: '',
    sending: '',
    sent: text.reportThanks,
    failed: text.reportFailed,
    limited: text.reportLimited,
  }[phase]
  const refused = phase === 'failed' || phase === 'limited'
  return (
    <details class="report">
      <summary ref={summary}>{text.reportAd}</summary>
      {phase !== 'sent' && (
        <form class="report-form" method="post" action={action} onSubmit={onSubmit}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="ad" value={adId} />
          <fieldset>
            <legend>{text.reportReason}</legend>
            {guestAdReportReasons.map((reason) => (
              <label key={reason} class="choice">
                <input type="radio" name="reason" value={reason} required />
                <span>{text.reportReasons[reason]}</span>
              </label>
            ))}
          </fieldset>
          <label class="field">
            <span class="field-label">{text.reportDetails}</span>
            <textarea class="input" name="details" rows={3} maxLength={maxReportDetailsLength} />
          </label>
          <button
            type="submit"
            class="button button-secondary"
            aria-disabled={phase === 'sending' ? 'true' : undefined}
          >
            {phase === 'sending' ? text.reportSending : text.reportSend}
          </button>
        </form>
      )}
      <p class={refused ? 'report-status report-failed' : 'report-status'} role="status" aria-live="polite">
        {status}
      </p>
    </details>
  )
}
