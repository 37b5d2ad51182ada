import type { GuestStrings } from '../strings.ts'

interface CallToActionProps {
  url: string
  label: string | null
  preview: boolean
  text: GuestStrings
}

/**
 * The ad's link. On the live page a plain link in the same tab: captive browsers block pop-ups and may close
 * themselves. The console's preview opens it beside the console instead of inside its frame.
 */
export function CallToAction({ url, label, preview, text }: CallToActionProps) {
  return (
    <a class="button button-secondary" href={url} rel="noopener" target={preview ? '_blank' : undefined}>
      {label ?? text.learnMore}
    </a>
  )
}
