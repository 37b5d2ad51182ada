import { forgotPasswordPage, invitationPage, resetPasswordPage, signInPage } from '@wifi/contract'

/** The console's pages the emails link to, on its public address (PUBLIC_URL). */
export function consoleLinks(publicUrl: string) {
  return {
    signIn: `${publicUrl}${signInPage}`,
    forgotPassword: `${publicUrl}${forgotPasswordPage}`,
    resetPassword: (token: string) => `${publicUrl}${resetPasswordPage}?token=${encodeURIComponent(token)}`,
    invitation: (token: string) => `${publicUrl}${invitationPage}?token=${encodeURIComponent(token)}`,
  }
}

export type ConsoleLinks = ReturnType<typeof consoleLinks>
