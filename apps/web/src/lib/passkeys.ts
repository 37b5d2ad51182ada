import {
  passkeyPaths,
  type ConfirmPasswordInput,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
  type RegisterPasskeyInput,
  type RemovePasskeyInput,
} from '@wifi/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { createPasskey } from '@/lib/webauthn'
import { refreshAfterMutation } from '@/lib/query-client'

/** The signed-in user's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({ queryKey: queryKeys.passkeys, queryFn: () => api<PasskeyList>('GET', passkeyPaths.myPasskeys) })
}

/** The forms and the panel show each failure themselves: the query client's generic toast stays out. */
function useWriteOptions() {
  const queryClient = useQueryClient()
  return {
    meta: { handlesErrors: true },
    ...refreshAfterMutation(queryClient, queryKeys.passkeys),
  }
}

/**
 * Adds a passkey: the API's options, the browser's prompt (the authenticator makes the key), then the API keeps it.
 * The options ask for the current password once the sign-in is more than 5 minutes old (CURRENT_PASSWORD_REQUIRED
 * until it is given, docs/decisions/045).
 */
export function useAddPasskey() {
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password?: string }) => {
      const options = await api<PasskeyOptions>('POST', passkeyPaths.myPasskeyRegistrationOptions, { password })
      const credential = (await createPasskey(options)) as RegisterPasskeyInput['credential']
      return api<Passkey>('POST', passkeyPaths.myPasskeys, { name, credential })
    },
    ...useWriteOptions(),
  })
}

export function useRenamePasskey() {
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<Passkey>('PATCH', passkeyPaths.myPasskey(id), { name }),
    ...useWriteOptions(),
  })
}

/** Removes the passkey `id` (the one the dialog shows), with the password. */
export function useRemovePasskey(id: string | undefined) {
  return useMutation({
    mutationFn: (input: RemovePasskeyInput) => api<{ ok: true }>('DELETE', passkeyPaths.myPasskey(id ?? ''), input),
    ...useWriteOptions(),
  })
}

/** Confirms again, with the password, the passkey `id` a password reset set aside: it signs in again. */
export function useConfirmPasskey(id: string | undefined) {
  return useMutation({
    mutationFn: (input: ConfirmPasswordInput) =>
      api<Passkey>('POST', passkeyPaths.myPasskeyConfirmation(id ?? ''), input),
    ...useWriteOptions(),
  })
}
