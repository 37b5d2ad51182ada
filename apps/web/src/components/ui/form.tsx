import { createContext, useContext, useId, useLayoutEffect, useState, type ComponentProps } from 'react'
import { Label as LabelPrimitive, Slot } from 'radix-ui'
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Label } from '@/components/ui/label'
import { messageKey } from '@/lib/message-key'
import { cn } from '@/lib/utils'

const Form = FormProvider

const FormFieldContext = createContext<{ name: string } | null>(null)

function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  )
}

/**
 * A field's id, and which of its description and message are on screen: the control's aria-describedby names only
 * those, since an id that points at nothing leaves a screen reader nothing to read (and fails the check).
 */
interface FormItemState {
  id: string
  hasDescription: boolean
  setHasDescription: (shown: boolean) => void
  hasMessage: boolean
  setHasMessage: (shown: boolean) => void
}

const FormItemContext = createContext<FormItemState | null>(null)

function useFormField() {
  const fieldContext = useContext(FormFieldContext)
  const itemContext = useContext(FormItemContext)
  if (!fieldContext || !itemContext) throw new Error('useFormField must be used inside <FormField> and <FormItem>')
  const { getFieldState } = useFormContext()
  const formState = useFormState({ name: fieldContext.name })
  const fieldState = getFieldState(fieldContext.name, formState)
  const { id, hasDescription, setHasDescription, hasMessage, setHasMessage } = itemContext
  return {
    id,
    hasDescription,
    setHasDescription,
    hasMessage,
    setHasMessage,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  }
}

function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId()
  const [hasDescription, setHasDescription] = useState(false)
  const [hasMessage, setHasMessage] = useState(false)
  return (
    <FormItemContext.Provider value={{ id, hasDescription, setHasDescription, hasMessage, setHasMessage }}>
      {/* Rows from the top: beside a taller field (one with a hint) in a form's grid, the label and input stay level. */}
      <div data-slot="form-item" className={cn('grid content-start gap-2', className)} {...props} />
    </FormItemContext.Provider>
  )
}

function FormLabel({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  const { error, formItemId } = useFormField()
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  )
}

function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription, hasMessage } = useFormField()
  const describedBy = [hasDescription && formDescriptionId, hasMessage && formMessageId].filter(Boolean).join(' ')
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  )
}

/** Tells the control it is shown before the browser paints, so the control never names a missing id. */
function useReportShown(setShown: (shown: boolean) => void, shown: boolean) {
  useLayoutEffect(() => {
    if (!shown) return
    setShown(true)
    return () => setShown(false)
  }, [setShown, shown])
}

function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField()
  useReportShown(setHasDescription, true)
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/** Error messages are catalog keys that carry their namespace (`validation:emailRequired`, `errors:EMAIL_IN_USE`). */
function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { error, formMessageId, setHasMessage } = useFormField()
  const { t } = useTranslation()
  const body = error?.message ? t(messageKey(error.message)) : children
  useReportShown(setHasMessage, Boolean(body))
  if (!body) return null
  return (
    <p data-slot="form-message" id={formMessageId} className={cn('text-sm text-destructive', className)} {...props}>
      {body}
    </p>
  )
}

export { Form, FormField, FormItem, FormLabel, FormControl, FormDescription, FormMessage }
