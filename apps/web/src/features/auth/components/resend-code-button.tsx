import type { SignInResponse } from '@wifi/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { useResendOtp } from '../api/auth-requests'

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000))

/** "Resend a new code": voids the old code; the server allows it once every 30 s, so it counts down till then. */
export function ResendCodeButton({ challenge }: { challenge: SignInResponse }) {
  const { t } = useTranslation()
  const [availableAt, setAvailableAt] = useState(challenge.resendAvailableAt)
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(availableAt))

  useEffect(() => {
    setSecondsLeft(secondsUntil(availableAt))
    const timer = setInterval(() => setSecondsLeft(secondsUntil(availableAt)), 1000)
    return () => clearInterval(timer)
  }, [availableAt])

  const resend = useResendOtp(challenge)
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (times) => {
        setAvailableAt(times.resendAvailableAt)
        toast.success(t('toast.codeResent', { email: challenge.maskedEmail }))
      },
    })

  return (
    <p className="text-center text-sm text-muted-foreground">
      {t('auth.otp.didNotReceive')}{' '}
      <Button
        type="button"
        variant="link"
        className="h-auto p-0"
        disabled={secondsLeft > 0 || resend.isPending}
        onClick={send}
      >
        {secondsLeft > 0 ? t('auth.otp.resendIn', { seconds: secondsLeft }) : t('auth.otp.resend')}
      </Button>
    </p>
  )
}
