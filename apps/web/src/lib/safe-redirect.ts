/** Only a path on this site may be a redirect target, so a crafted sign-in link cannot send a user elsewhere. */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/'
}
