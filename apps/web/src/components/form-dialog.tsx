import { useId, type FormEvent, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { SubmitButton } from '@/components/form-fields'
import { TitledDialog } from '@/components/titled-dialog'
import { Button } from '@/components/ui/button'
import { DialogBody, DialogFooter } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'

const widths = {
  /** A field or two (a password, a name). */
  narrow: '',
  /** A form of a few rows, two fields a row from a small tablet up. */
  medium: 'sm:max-w-2xl',
  /** Room for a long form with a list inside (an ad's images). */
  wide: 'sm:max-w-2xl lg:max-w-4xl',
}

interface FormDialogProps<TFieldValues extends FieldValues, TContext, TTransformed> extends DialogOpenProps {
  title: string
  description: ReactNode
  /** The form the fields inside belong to (react-hook-form's `useForm`). */
  form: UseFormReturn<TFieldValues, TContext, TTransformed>
  /** The form's `handleSubmit(…)`, run by the footer's submit button and by Enter in a field. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** How the fields are laid out (`grid gap-4 sm:grid-cols-2`). */
  layout?: string
  pending: boolean
  width?: keyof typeof widths
  /** The submit button's word, when the form does more than save (take an ad down); Save by default. */
  submitLabel?: string
  /** A red submit button, for what cannot be undone from here (removing a sign-in step). */
  destructive?: boolean
  /** While the request is on its way the dialog stays, Cancel disabled: its answer decides what comes next. */
  staysOpenWhilePending?: boolean
  /** Where focus goes on closing, instead of back to the control that opened the dialog. */
  onCloseAutoFocus?: (event: Event) => void
  /** The fields. */
  children: ReactNode
}

/**
 * A dialog around one form (add or edit an item, take an ad down, the password asked again): title, the fields,
 * Cancel and the submit, Save unless told otherwise. A form taller than the screen scrolls between the title and the
 * buttons, which stay in view (docs/decisions/028).
 */
export function FormDialog<TFieldValues extends FieldValues, TContext, TTransformed>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  layout,
  pending,
  width = 'medium',
  submitLabel,
  destructive = false,
  staysOpenWhilePending = false,
  onCloseAutoFocus,
  children,
}: FormDialogProps<TFieldValues, TContext, TTransformed>) {
  const { t } = useTranslation()
  const formId = useId()
  const held = staysOpenWhilePending && pending
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => !held && onOpenChange(next)}
      title={title}
      description={description}
      className={widths[width]}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogBody>
        <Form {...form}>
          <form id={formId} onSubmit={onSubmit} className={layout} noValidate>
            {children}
          </form>
        </Form>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" disabled={held} onClick={() => onOpenChange(false)}>
          {t('cancel')}
        </Button>
        <SubmitButton pending={pending} form={formId} destructive={destructive}>
          {submitLabel ?? t('save')}
        </SubmitButton>
      </DialogFooter>
    </TitledDialog>
  )
}
