import {
  secondFactorPaths,
  type AddFactorInput,
  type ConfirmPasswordInput,
  type OtpFormInput,
  type RecoveryCodesResponse,
  type SecondFactors,
  type TotpSetupResponse,
} from '@wifi/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from './api-client'
import { queryKeys } from './query-keys'

/**
 * The signed-in user's second factors, and whether REQUIRE_STRONG_MFA waits for one: read by the signed-in layout
 * before it shows any page, and by Settings → Security.
 */
const secondFactorsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.secondFactors,
    queryFn: () => api<SecondFactors>('GET', secondFactorPaths.secondFactors),
  })

/**
 * The authenticator app's setup, removal and recovery codes. Forms report their own failures (useFormMutation),
 * hence `handlesErrors`; whatever changes the factors reads them again.
 */
const formOwnsErrors = { handlesErrors: true }

export const useSecondFactors = () => useQuery(secondFactorsQueryOptions())

/**
 * A change to the factors, which its form reports the failure of: the factors are read again at once after it, even
 * with no page watching them (and waited for): the signed-in layout reads the cached answer to decide whether to send
 * the user to set up a factor, which must not be the one from before the change.
 */
function useFactorMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: secondFactorsQueryOptions().queryKey, refetchType: 'all' }),
    meta: formOwnsErrors,
  })
}

/**
 * Starts the setup: with the current password once the sign-in is more than 5 minutes old (the API answers
 * CURRENT_PASSWORD_REQUIRED to ask for it), with nothing before (docs/decisions/045).
 */
export const useStartTotp = () =>
  useMutation({
    mutationFn: (input: AddFactorInput = {}) => api<TotpSetupResponse>('POST', secondFactorPaths.totp, input),
  })

export const useConfirmTotp = () =>
  useFactorMutation((input: OtpFormInput) => api<RecoveryCodesResponse>('POST', secondFactorPaths.totpConfirm, input))

export const useRemoveTotp = () =>
  useFactorMutation((input: ConfirmPasswordInput) => api<{ ok: true }>('POST', secondFactorPaths.totpRemove, input))

/** After a password reset: the app signs in again once confirmed with the password; answers new recovery codes. */
export const useConfirmTotpAgain = () =>
  useFactorMutation((input: ConfirmPasswordInput) =>
    api<RecoveryCodesResponse>('POST', secondFactorPaths.totpConfirmAgain, input),
  )

export const useRenewRecoveryCodes = () =>
  useFactorMutation((input: ConfirmPasswordInput) =>
    api<RecoveryCodesResponse>('POST', secondFactorPaths.recoveryCodes, input),
  )
