import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { TotpEnrolment } from '@/components/second-factors/totp-enrolment'
import { Button } from '@/components/ui/button'
import { signOut } from '@/lib/sign-out'
import { AuthLayout } from './auth-layout'

/**
 * The enrolment REQUIRE_STRONG_MFA asks for before anything else works, shown by the signed-in layout in place of
 * the console (whose requests the server refuses until then): set up an authenticator app (a passkey joins it
 * here), keep the recovery codes, then go on to the page asked for. Signing out is the only other way.
 */
export function StrongFactorSetup({ onEnrolled }: { onEnrolled: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const leave = async () => {
    await signOut(queryClient)
    await navigate({ to: '/sign-in', replace: true })
  }
  return (
    <AuthLayout
      title={t('secondFactors.required.title')}
      description={t('secondFactors.required.description')}
      footer={
        <Button type="button" variant="link" onClick={() => void leave()}>
          {t('secondFactors.required.signOut')}
        </Button>
      }
    >
      <section aria-labelledby="required-app-heading" className="grid gap-3">
        <h2 id="required-app-heading" className="text-base font-semibold">
          {t('secondFactors.totp.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('secondFactors.totp.description')}</p>
        <TotpEnrolment cancellable={false} onFinished={onEnrolled} />
      </section>
      {/* Passkeys: the passkeys panel's "add a passkey" goes here as a second way through. */}
    </AuthLayout>
  )
}
