import { useState, type ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { EyeIcon, EyeOffIcon } from '@/components/ui/line-icons'
import { cn } from '@/lib/utils'

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { showLabel: string; hideLabel: string }

/**
 * The reveal toggle's classes: a ghost icon button's (ui/button.tsx) as tailwind-merge resolved them with the toggle's
 * own (no hover background, its ring drawn inside so it stays within the field's border). Written out merged because
 * the sign-in page renders before tailwind-merge loads (lib/utils.ts, docs/decisions/030).
 */
const toggleClasses =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all outline-none motion-reduce:transition-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 size-9 absolute top-0 right-0 text-muted-foreground hover:bg-transparent hover:text-foreground focus-visible:ring-inset focus-visible:ring-offset-0 dark:hover:bg-transparent"

/** A password field whose reveal toggle stays in the tab order, so keyboard users can reach it. */
function PasswordInput({ className, showLabel, hideLabel, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div data-slot="password-input" className="relative">
      <Input type={visible ? 'text' : 'password'} disabled={disabled} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        data-slot="button"
        disabled={disabled}
        aria-label={visible ? hideLabel : showLabel}
        onClick={() => setVisible((shown) => !shown)}
        className={toggleClasses}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  )
}

export { PasswordInput }
