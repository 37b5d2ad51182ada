import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LegalLinks } from './legal-links'

/** Back to the step before (the password, a new reset link), under a public page's card. */
export function BackLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Link {...link} className="hover:text-primary hover:underline">
      {children}
    </Link>
  )
}

/**
 * Under the sign-in and sign-up cards: the question and the link to the other one ("No account yet? Sign up"), then
 * what signing in or up agrees to.
 */
export function OtherAccountStep({
  question,
  link,
  agreement,
}: {
  question: string
  link: { to: '/sign-in' | '/sign-up'; label: string }
  agreement: 'auth.signIn.agreement' | 'auth.signUp.agreement'
}) {
  return (
    <>
      <p>
        {question}{' '}
        <Link to={link.to} className="font-medium text-primary underline-offset-4 hover:underline">
          {link.label}
        </Link>
      </p>
      <LegalLinks i18nKey={agreement} />
    </>
  )
}
