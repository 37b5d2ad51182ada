import { useEffect, useRef } from 'preact/hooks'
import type { GuestStrings } from '../strings.ts'
import { CheckIcon } from './icons.tsx'

interface PreviewNoticeProps {
  onRestart: () => void
  text: GuestStrings
}

/** Where a real guest would now be online, the preview says that it stopped short; focus moves here to read it. */
export function PreviewNotice({ onRestart, text }: PreviewNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div class="notice">
      <span class="notice-icon">
        <CheckIcon />
      </span>
      <h3 ref={heading} tabIndex={-1} class="notice-title">
        {text.previewDoneTitle}
      </h3>
      <p>{text.previewDoneText}</p>
      <button type="button" class="button button-secondary" onClick={onRestart}>
        {text.previewAgain}
      </button>
    </div>
  )
}
