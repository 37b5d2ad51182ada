import { zodResolver } from '@hookform/resolvers/zod'
import { confirmPasswordSchema, otpFormSchema, type AddFactorInput, type TotpSetupResponse } from '@wifi/contract'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CodeField } from '@/components/code-field'
import { SubmitButton } from '@/components/form-fields'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { showFieldErrors } from '@/lib/form-errors'
import { toast } from '@/lib/toast'
import { useConfirmTotp, useStartTotp } from '@/lib/second-factors'
import { PasswordAgainField } from './password-again-field'
import { RecoveryCodes } from './recovery-codes'

interface TotpEnrolmentProps {
  /** After the recovery codes were kept (or the setup was cancelled, `enrolled` false). */
  onFinished: (enrolled: boolean) => void
  /** Whether the user may back out: not while REQUIRE_STRONG_MFA waits for a factor. */
  cancellable?: boolean
}

/** The key as an authenticator app lists it: groups of four, easier to type than 32 letters in a row. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * Setting up an authenticator app: a new key as a QR code (drawn by the server) and as text, confirmed with the
 * app's first code; then the ten recovery codes, shown this once. Starting it more than 5 minutes after signing in
 * asks for the current password (docs/decisions/045): the API says so, and the field appears.
 */
export function TotpEnrolment({ onFinished, cancellable = true }: TotpEnrolmentProps) {
  const { t } = useTranslation()
  const start = useStartTotp()
  const [setup, setSetup] = useState<TotpSetupResponse>()
  const [codes, setCodes] = useState<string[]>()
  const [askPassword, setAskPassword] = useState(false)
  const passwordForm = useForm({ resolver: zodResolver(confirmPasswordSchema), defaultValues: { password: '' } })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const form = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { code: '' } })
  const confirm = useFormMutation({
    form,
    mutation: useConfirmTotp(),
    failure: (reason) => `${t('secondFactors.totp.confirmFailed')} ${reason}`,
  })

  const begin = (input: AddFactorInput = {}) =>
    start.mutate(input, {
      onSuccess: setSetup,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_REQUIRED') return setAskPassword(true)
        if (showFieldErrors(error, passwordForm.setError)) return
        toast.error(`${t('secondFactors.totp.startFailed')} ${errorMessage(error, t)}`)
      },
    })
  const beginWithPassword = passwordForm.handleSubmit((values) => begin(values))
  // Each step's heading takes focus, so a screen reader hears where the setup has got to.
  useEffect(() => headingRef.current?.focus(), [setup])
  useEffect(() => {
    if (askPassword) passwordForm.setFocus('password')
  }, [askPassword, passwordForm])

  const submit = form.handleSubmit((values) =>
    confirm.submit(values, ({ recoveryCodes }) => {
      toast.success(t('secondFactors.totp.enrolled'))
      setCodes(recoveryCodes)
    }),
  )

  /** A step's action, with Cancel beside it while the user may back out. */
  const stepButtons = (action: ReactNode) => (
    <div className="flex flex-wrap gap-2">
      {action}
      {cancellable && (
        <Button type="button" variant="outline" onClick={() => onFinished(false)}>
          {t('cancel')}
        </Button>
      )}
    </div>
  )

  if (codes) return <RecoveryCodes codes={codes} onDone={() => onFinished(true)} />

  if (!setup && askPassword) {
    return (
      <Form {...passwordForm}>
        <form onSubmit={beginWithPassword} className="grid gap-4 sm:max-w-xs" noValidate>
          <PasswordAgainField control={passwordForm.control} name="password" becauseSignInIsOld />
          {stepButtons(<SubmitButton pending={start.isPending}>{t('secondFactors.totp.start')}</SubmitButton>)}
        </form>
      </Form>
    )
  }

  if (!setup) {
    return stepButtons(
      <Button type="button" onClick={() => begin()} disabled={start.isPending}>
        {start.isPending && <Spinner />}
        {t('secondFactors.totp.start')}
      </Button>,
    )
  }

  return (
    // A container query, not the viewport: the same setup sits in Settings' wide column and in the narrow sign-in card.
    <div className="@container grid gap-4">
      <h4 ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
        {t('secondFactors.totp.scanTitle')}
      </h4>
      <div className="flex flex-col gap-4 @lg:flex-row @lg:items-start">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
          alt={t('secondFactors.totp.qrAlt')}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-md border bg-white p-1"
        />
        <div className="grid min-w-0 gap-2 text-sm">
          <p className="text-muted-foreground">{t('secondFactors.totp.scanDescription')}</p>
          <p className="text-muted-foreground">{t('secondFactors.totp.keyIntro')}</p>
          <code
            aria-label={t('secondFactors.totp.keyLabel')}
            className="w-fit rounded-md border bg-muted/40 px-2 py-1 font-mono text-sm"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <Form {...form}>
        <form onSubmit={submit} className="grid gap-4 @lg:max-w-xs" noValidate>
          <CodeField control={form.control} name="code" label={t('secondFactors.totp.codeLabel')} />
          {stepButtons(<SubmitButton pending={confirm.pending}>{t('secondFactors.totp.confirm')}</SubmitButton>)}
        </form>
      </Form>
    </div>
  )
}
