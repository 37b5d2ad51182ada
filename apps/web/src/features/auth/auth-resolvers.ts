import { zodResolver } from '@hookform/resolvers/zod'
import {
  forgotPasswordSchema,
  otpFormSchema,
  recoveryCodeFormSchema,
  resetPasswordSchema,
  signUpSchema,
} from '@wifi/contract'

/** The public forms' resolvers, with zod and their schemas: loaded when a form is first used (lib/lazy-resolver.ts). */
export const signUpResolver = zodResolver(signUpSchema)
export const otpResolver = zodResolver(otpFormSchema)
export const recoveryCodeResolver = zodResolver(recoveryCodeFormSchema)
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema)
export const resetPasswordResolver = zodResolver(resetPasswordSchema)
