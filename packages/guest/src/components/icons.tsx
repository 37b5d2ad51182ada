/** The page's few icons, drawn inline (no icon font or sprite to fetch); decorative, so hidden from screen readers. */

interface IconProps {
  class?: string
}

const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': 2,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const

export const WifiIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 12.55a11 11 0 0 1 14 0M8.5 16.1a6 6 0 0 1 7 0M2 8.82a15 15 0 0 1 20 0" />
    <circle cx="12" cy="20" r="1" fill="currentColor" />
  </svg>
)

export const CheckIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
)

export const AlertIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5M12 16.5h.01" />
  </svg>
)

export const ChevronIcon = ({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) => (
  <svg {...base} {...props}>
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
)

export const PauseIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M9 5v14M15 5v14" />
  </svg>
)

export const PlayIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M7 4.5v15l12-7.5z" />
  </svg>
)

export const SpinnerIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M21 12a9 9 0 1 1-6.2-8.56" />
  </svg>
)

export const CloseIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
)
