import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '@/components/layout/panel'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDateTime } from '@/lib/console-dates'
import { toast } from '@/lib/toast'
import { useRemoveTotp, useRenewRecoveryCodes, useSecondFactors } from '@/lib/second-factors'
import { ConfirmAppAgainDialog } from '@/components/second-factors/confirm-again-dialogs'
import { RecoveryCodes } from '@/components/second-factors/recovery-codes'
import { TotpEnrolment } from '@/components/second-factors/totp-enrolment'
import { ConfirmPasswordDialog } from '@/components/second-factors/confirm-password-dialog'

type Dialog = 'remove' | 'renew' | 'confirm' | undefined

/**
 * Settings → Security: the authenticator app. Set one up (QR code, key, first code, recovery codes shown once);
 * once set up, when and how many recovery codes are left, new codes or removal, each after the password. An app a
 * password reset set aside signs in again once confirmed with the password, with new recovery codes
 * (docs/decisions/045).
 */
export function AuthenticatorAppPanel() {
  const { t, i18n } = useTranslation()
  const factors = useSecondFactors()
  const [enrolling, setEnrolling] = useState(false)
  const [dialog, setDialog] = useState<Dialog>()
  const [renewedCodes, setRenewedCodes] = useState<string[]>()
  // After a step ends its buttons are gone: focus goes back to the panel's heading rather than the page's start.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const backToHeading = () => requestAnimationFrame(() => headingRef.current?.focus())
  const totp = factors.data?.totp

  return (
    <Panel
      title={
        <>
          {t('secondFactors.totp.title')}
          {totp &&
            (totp.needsConfirmation ? (
              <Badge variant="outline">{t('secondFactors.awaitingConfirmation')}</Badge>
            ) : (
              <Badge variant="secondary">{t('secondFactors.totp.on')}</Badge>
            ))}
        </>
      }
      description={t('secondFactors.totp.description')}
      headingRef={headingRef}
    >
      {factors.isPending ? (
        <Skeleton className="h-10 w-48" />
      ) : renewedCodes ? (
        <RecoveryCodes
          codes={renewedCodes}
          onDone={() => {
            setRenewedCodes(undefined)
            backToHeading()
          }}
        />
      ) : enrolling ? (
        <TotpEnrolment
          onFinished={() => {
            setEnrolling(false)
            backToHeading()
          }}
        />
      ) : totp ? (
        <div className="grid gap-3">
          <p className="text-sm">
            {t('secondFactors.totp.enrolledOn', { date: formatDateTime(totp.enrolledAt, i18n.language) })}{' '}
            {t('secondFactors.recoveryCodes.left', { count: totp.recoveryCodesLeft })}
          </p>
          {totp.needsConfirmation && (
            <p className="text-sm text-muted-foreground">{t('secondFactors.totp.awaitingDescription')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {totp.needsConfirmation && (
              <Button type="button" onClick={() => setDialog('confirm')}>
                {t('secondFactors.totp.confirmAgain')}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => setDialog('renew')}>
              {t('secondFactors.recoveryCodes.renew')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setDialog('remove')}>
              {t('secondFactors.totp.remove')}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" className="justify-self-start" onClick={() => setEnrolling(true)}>
          {t('secondFactors.totp.setUp')}
        </Button>
      )}

      <ConfirmPasswordDialog
        open={dialog === 'remove'}
        onClose={() => setDialog(undefined)}
        title={t('secondFactors.totp.removeTitle')}
        description={t('secondFactors.totp.removeDescription')}
        action={t('secondFactors.totp.remove')}
        destructive
        failure={t('secondFactors.totp.removeFailed')}
        mutation={useRemoveTotp()}
        onDone={() => {
          setDialog(undefined)
          toast.success(t('secondFactors.totp.removed'))
          backToHeading()
        }}
      />
      <ConfirmAppAgainDialog
        open={dialog === 'confirm'}
        onClose={() => setDialog(undefined)}
        onConfirmed={(recoveryCodes) => {
          setDialog(undefined)
          setRenewedCodes(recoveryCodes)
        }}
      />
      <ConfirmPasswordDialog
        open={dialog === 'renew'}
        onClose={() => setDialog(undefined)}
        title={t('secondFactors.recoveryCodes.renewTitle')}
        description={t('secondFactors.recoveryCodes.renewDescription')}
        action={t('secondFactors.recoveryCodes.renew')}
        failure={t('secondFactors.recoveryCodes.renewFailed')}
        mutation={useRenewRecoveryCodes()}
        onDone={({ recoveryCodes }) => {
          setDialog(undefined)
          setRenewedCodes(recoveryCodes)
        }}
      />
    </Panel>
  )
}
