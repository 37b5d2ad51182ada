import type { ComponentChildren } from 'preact'
import type { GuestStrings } from '../strings.ts'
import { WifiIcon } from './icons.tsx'

interface HeroProps {
  text: GuestStrings
  /** A banner across the top (the preview's). */
  banner?: string
  /** The language switch, where the page has one. */
  languageSwitch?: ComponentChildren
  /** The venue's name, as the page's heading or not. */
  children?: ComponentChildren
}

/** The top of every guest page: "Free Wi-Fi", the language switch, and the venue. */
export function Hero({ text, banner, languageSwitch, children }: HeroProps) {
  return (
    <header class="hero">
      {banner && <p class="preview-banner">{banner}</p>}
      <div class="topbar">
        <p class="brand">
          <WifiIcon />
          <span>{text.freeWifi}</span>
        </p>
        {languageSwitch}
      </div>
      {children}
    </header>
  )
}
