import { zodResolver } from '@hookform/resolvers/zod'
import {
  guestTextInputSchema,
  type GuestOperatorSetting,
  type GuestTextInput,
  type GuestTextVersion,
} from '@wifi/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { TextareaField } from '@/components/textarea-field'
import { TitledDialog } from '@/components/titled-dialog'
import { Button } from '@/components/ui/button'
import { DialogBody, DialogFooter } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { toast } from '@/lib/toast'
import { usePublishGuestText } from '../api/guest-privacy-requests'

const fieldOrder: FieldPath<GuestTextInput>[] = ['bodyVi', 'bodyEn']

/** The text in each guest language, side by side on a wide screen, each spell-checked in its own language. */
const bodies = [
  { name: 'bodyVi', lang: 'vi' },
  { name: 'bodyEn', lang: 'en' },
] as const

interface PublishTextDialogProps extends DialogOpenProps {
  /** The version guests are offered now; the form starts from it. */
  current: GuestTextVersion
  /** Who the new version will name: the operator setting, changed on its own (docs/decisions/055). */
  operator: GuestOperatorSetting
}

/**
 * A new version of the terms or the privacy notice, in two steps: the text in both languages, checked by the
 * contract's rules, naming the operator setting; then a confirmation that every guest will be asked to agree to it again.
 * A refusal of the server's about a field brings the form back with the message under it.
 */
export function PublishTextDialog({ open, onOpenChange, current, operator }: PublishTextDialogProps) {
  const { t } = useTranslation()
  const formId = useId()
  const confirmId = useId()
  const kind = t(`guestPrivacy.texts.kinds.${current.kind}`)
  // What the next version will most likely be; the toast names the number the server gave.
  const nextVersion = current.version + 1
  const [step, setStep] = useState<'edit' | 'confirm'>('edit')
  const [reviewed, setReviewed] = useState<GuestTextInput | null>(null)
  const publishButton = useRef<HTMLButtonElement>(null)
  const continueButton = useRef<HTMLButtonElement>(null)
  const [backToErrors, setBackToErrors] = useState(false)

  const form = useForm({
    resolver: zodResolver(guestTextInputSchema),
    defaultValues: { bodyVi: current.bodyVi, bodyEn: current.bodyEn },
  })
  const publish = useFormMutation({
    form,
    mutation: usePublishGuestText(),
    failure: (reason) => ({ title: t('guestPrivacy.publish.failed'), description: reason }),
    onFieldErrors: () => {
      setStep('edit')
      setBackToErrors(true)
    },
  })

  // Each step starts where its reader acts: Publish (which names the confirmation), or back at the form.
  useEffect(() => {
    if (step === 'confirm') publishButton.current?.focus()
  }, [step])
  useEffect(() => {
    if (!backToErrors) return
    setBackToErrors(false)
    const firstError = fieldOrder.find((name) => form.getFieldState(name).invalid)
    if (firstError) form.setFocus(firstError)
  }, [backToErrors, form])

  const review = form.handleSubmit((values) => {
    setReviewed(values)
    setStep('confirm')
  })
  const confirm = () => {
    if (!reviewed) return
    publish.submit({ kind: current.kind, body: reviewed }, (published) => {
      toast.success(t('guestPrivacy.publish.published', { kind, version: published.version }))
      onOpenChange(false)
    })
  }
  const backToForm = () => {
    setStep('edit')
    // After the form is shown again.
    requestAnimationFrame(() => continueButton.current?.focus())
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('guestPrivacy.publish.title', { kind, version: nextVersion })}
      description={t('guestPrivacy.publish.description')}
      className="sm:max-w-2xl lg:max-w-5xl"
    >
      <DialogBody>
        {/* Kept while confirming, so Back finds every field as it was. */}
        <Form {...form}>
          <form
            id={formId}
            onSubmit={review}
            hidden={step === 'confirm'}
            className="grid gap-4 lg:grid-cols-2"
            noValidate
          >
            {bodies.map(({ name, lang }) => (
              <TextareaField
                key={name}
                control={form.control}
                name={name}
                lang={lang}
                rows={14}
                spellCheck
                label={t(`guestPrivacy.publish.${name}`)}
                className="min-w-0"
              />
            ))}
            <p className="text-sm text-muted-foreground lg:col-span-2">{t('guestPrivacy.publish.markdownHint')}</p>
            <p className="text-sm lg:col-span-2">{t('guestPrivacy.publish.operatorNote', { name: operator.name })}</p>
          </form>
        </Form>
        {step === 'confirm' && (
          <div className="grid gap-2 rounded-lg border border-amber-600/50 bg-amber-500/10 p-4">
            <p className="font-semibold">{t('guestPrivacy.publish.confirmTitle', { version: nextVersion })}</p>
            <p id={confirmId}>{t('guestPrivacy.publish.confirm')}</p>
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        {step === 'edit' ? (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button ref={continueButton} type="submit" form={formId}>
              {t('guestPrivacy.publish.continue')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={backToForm} disabled={publish.pending}>
              {t('guestPrivacy.publish.back')}
            </Button>
            <Button ref={publishButton} aria-describedby={confirmId} onClick={confirm} disabled={publish.pending}>
              {publish.pending && <Spinner />}
              {t('guestPrivacy.publish.submit')}
            </Button>
          </>
        )}
      </DialogFooter>
    </TitledDialog>
  )
}
