import { useState, type ComponentProps } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { EyeIcon, EyeOffIcon } from '@/components/ui/line-icons'
import { cn } from '@/lib/utils'

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { showLabel: string; hideLabel: string }

/** A password field whose reveal toggle stays in the tab order, so keyboard users can reach it. */
function PasswordInput({ className, showLabel, hideLabel, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <div data-slot="password-input" className="relative">
      <Input type={visible ? 'text' : 'password'} disabled={disabled} className={cn('pr-10', className)} {...props} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled}
        aria-label={visible ? hideLabel : showLabel}
        onClick={() => setVisible((shown) => !shown)}
        // Its ring drawn inside, so it stays within the field's border rather than spilling past the field.
        className="absolute top-0 right-0 text-muted-foreground hover:bg-transparent hover:text-foreground focus-visible:ring-inset focus-visible:ring-offset-0 dark:hover:bg-transparent"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </Button>
    </div>
  )
}

export { PasswordInput }
