import type { ComponentProps } from 'react'

/**
 * The few line icons the sign-in page shows, drawn here rather than taken from the icon library: its runtime would
 * cost the sign-in first load about 2 KB for four icons (the rest of the console loads it with its pages). Drawn on
 * the library's 24-unit grid with its stroke, so they sit beside its icons unchanged.
 */
type IconProps = ComponentProps<'svg'>

function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      {children}
    </svg>
  )
}

/** An open eye: the password can be shown. */
export function EyeIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M2 12c2.5-4.7 6-7 10-7s7.5 2.3 10 7c-2.5 4.7-6 7-10 7s-7.5-2.3-10-7Z" />
      <circle cx="12" cy="12" r="3" />
    </LineIcon>
  )
}

/** The eye struck through: the password can be hidden again. */
export function EyeOffIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9.9 5.2A9.6 9.6 0 0 1 12 5c4 0 7.5 2.3 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6C4.8 7.8 3.2 9.6 2 12c2.5 4.7 6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </LineIcon>
  )
}

/** Three quarters of a circle, turned by the spinner's animation. */
export function SpinnerIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M21 12a9 9 0 1 1-6.2-8.6" />
    </LineIcon>
  )
}

/** A Wi-Fi signal: three arcs over a dot. */
export function WifiIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M2 8.8a15 15 0 0 1 20 0" />
      <path d="M5 12.9a10 10 0 0 1 14 0" />
      <path d="M8.5 16.4a5 5 0 0 1 7 0" />
      <path d="M12 20h.01" />
    </LineIcon>
  )
}
