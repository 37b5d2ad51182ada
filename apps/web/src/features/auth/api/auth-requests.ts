import {
  apiPaths,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SessionResponse,
  type SignInResponse,
  type SignUpInput,
  type VerifyOtpInput,
} from '@wifi/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { startSession } from '@/lib/current-user'
import { clearChallenge, saveChallenge } from './sign-in-challenge'

/**
 * The authentication endpoints, one mutation hook each. Those behind a form say `handlesErrors`: the form reports
 * each failure with its own toast (useFormMutation, or the OTP form's), so the query client's generic one stays out.
 */
const formOwnsErrors = { handlesErrors: true }

/** A request behind a form, and nothing more to do once it is answered. */
const useFormRequest = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useMutation({ mutationFn, meta: formOwnsErrors })

export const useSignUp = () => useFormRequest((input: SignUpInput) => api<{ ok: true }>('POST', apiPaths.signUp, input))

/** Step two: the code starts the session, and the pending challenge is done with. */
export function useVerifyOtp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: VerifyOtpInput) => api<SessionResponse>('POST', apiPaths.verifyOtp, input),
    onSuccess: (session) => {
      clearChallenge()
      startSession(queryClient, session)
    },
    meta: formOwnsErrors,
  })
}

/**
 * A new code for the pending sign-in, whose new times are kept with it. A failure (too soon, expired) is the
 * query client's generic toast: the reason alone, which is all this button has to say.
 */
export const useResendOtp = (challenge: SignInResponse) =>
  useMutation({
    mutationFn: () =>
      api<Pick<SignInResponse, 'expiresAt' | 'resendAvailableAt'>>('POST', apiPaths.resendOtp, {
        challengeToken: challenge.challengeToken,
      }),
    onSuccess: (times) => saveChallenge({ ...challenge, ...times }),
  })

export const useForgotPassword = () =>
  useFormRequest((input: ForgotPasswordInput) => api<{ ok: true }>('POST', apiPaths.forgotPassword, input))

export const useResetPassword = () =>
  useFormRequest((input: ResetPasswordInput) => api<{ ok: true }>('POST', apiPaths.resetPassword, input))
