import type { SignInResponse } from '@wifi/contract'

/** The pending sign-in between /sign-in and /otp, kept in sessionStorage so it dies with the tab (ADR 002). */
const key = 'sign-in-challenge'

export function saveChallenge(challenge: SignInResponse) {
  sessionStorage.setItem(key, JSON.stringify(challenge))
}

export function loadChallenge(): SignInResponse | null {
  try {
    const value = sessionStorage.getItem(key)
    return value ? (JSON.parse(value) as SignInResponse) : null
  } catch {
    return null
  }
}

export function clearChallenge() {
  sessionStorage.removeItem(key)
}
