import { Link } from '@tanstack/react-router'
import { Fragment } from 'react'
import { useSignInText } from '@/lib/sign-in-text'

const linkClass = 'underline underline-offset-4 hover:text-primary'
const routes = { terms: '/terms', privacy: '/privacy' } as const

/**
 * "By signing in, you agree to our <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>." with
 * both tags turned into links. Parsed here rather than with <Trans>, whose HTML parser weighs more than the page.
 */
export function LegalLinks({ i18nKey }: { i18nKey: 'auth.signIn.agreement' | 'auth.signUp.agreement' }) {
  const { t } = useSignInText()
  const parts = t(i18nKey).split(/<(terms|privacy)>(.*?)<\/\1>/)
  return (
    <p className="text-xs">
      {parts.map((part, index) => {
        // split() with two capture groups yields: text, tag, tag text, text, tag, tag text, text.
        if (index % 3 === 0) return <Fragment key={index}>{part}</Fragment>
        if (index % 3 === 2) return null
        const tag = part as keyof typeof routes
        return (
          <Link key={index} to={routes[tag]} className={linkClass}>
            {parts[index + 1]}
          </Link>
        )
      })}
    </p>
  )
}
