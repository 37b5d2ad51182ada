import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

/** A form's submit button, disabled with a spinner while the request is on its way. */
export function SubmitButton({
  pending,
  className,
  form,
  destructive = false,
  children,
}: {
  pending: boolean
  className?: string
  /** The id of the form it submits, when the button sits outside it (a dialog's footer). */
  form?: string
  /** Red, for what cannot be undone from here. */
  destructive?: boolean
  children: ReactNode
}) {
  return (
    <Button
      type="submit"
      variant={destructive ? 'destructive' : 'default'}
      className={className}
      form={form}
      disabled={pending}
    >
      {pending && <Spinner />}
      {children}
    </Button>
  )
}
