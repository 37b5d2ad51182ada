import {
  apiPaths,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SessionResponse,
  type SignInInput,
  type SignInResponse,
  type SignUpInput,
  type VerifyOtpInput,
} from '@wifi/contract'
import { api } from '@/lib/api-client'

/** The authentication endpoints, one function each. */
export const authRequests = {
  signUp: (input: SignUpInput) => api<{ ok: true }>('POST', apiPaths.signUp, input),
  signIn: (input: SignInInput) => api<SignInResponse>('POST', apiPaths.signIn, input),
  verifyOtp: (input: VerifyOtpInput) => api<SessionResponse>('POST', apiPaths.verifyOtp, input),
  resendOtp: (challengeToken: string) =>
    api<Pick<SignInResponse, 'expiresAt' | 'resendAvailableAt'>>('POST', apiPaths.resendOtp, { challengeToken }),
  forgotPassword: (input: ForgotPasswordInput) => api<{ ok: true }>('POST', apiPaths.forgotPassword, input),
  resetPassword: (input: ResetPasswordInput) => api<{ ok: true }>('POST', apiPaths.resetPassword, input),
}
