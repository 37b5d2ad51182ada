import { Link } from '@tanstack/react-router'
import { Trans } from 'react-i18next'

const linkClass = 'underline underline-offset-4 hover:text-primary'

/** "By signing in, you agree to our Terms of Service and Privacy Policy." with both links. */
export function LegalLinks({ i18nKey }: { i18nKey: string }) {
  return (
    <p className="text-xs">
      <Trans
        i18nKey={i18nKey}
        components={{
          terms: <Link to="/terms" className={linkClass} />,
          privacy: <Link to="/privacy" className={linkClass} />,
        }}
      />
    </p>
  )
}
