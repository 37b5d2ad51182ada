import {
  passkeyPaths,
  type ConfirmPasswordInput,
  type Passkey,
  type PasskeyList,
  type PasskeyOptions,
  type RegisterPasskeyInput,
  type RemovePasskeyInput,
} from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { createPasskey } from '@/lib/webauthn'
import { useRefreshingMutation } from '@/lib/refreshing-mutation'

/** The signed-in user's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({ queryKey: queryKeys.passkeys, queryFn: () => api<PasskeyList>('GET', passkeyPaths.myPasskeys) })
}

/** The forms and the panel show each failure themselves; the passkeys are read again after each write. */
const usePasskeyMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation(queryKeys.passkeys, mutationFn)

/**
 * Adds a passkey: the API's options, the browser's prompt (the authenticator makes the key), then the API keeps it.
 * The options ask for the current password once the sign-in is more than 5 minutes old (CURRENT_PASSWORD_REQUIRED
 * until it is given, docs/decisions/045).
 */
export const useAddPasskey = () =>
  usePasskeyMutation(async ({ name, password }: { name: string; password?: string }) => {
    const options = await api<PasskeyOptions>('POST', passkeyPaths.myPasskeyRegistrationOptions, { password })
    const credential = (await createPasskey(options)) as RegisterPasskeyInput['credential']
    return api<Passkey>('POST', passkeyPaths.myPasskeys, { name, credential })
  })

export const useRenamePasskey = () =>
  usePasskeyMutation(({ id, name }: { id: string; name: string }) =>
    api<Passkey>('PATCH', passkeyPaths.myPasskey(id), { name }),
  )

/** Removes the passkey `id` (the one the dialog shows), with the password. */
export const useRemovePasskey = (id: string | undefined) =>
  usePasskeyMutation((input: RemovePasskeyInput) =>
    api<{ ok: true }>('DELETE', passkeyPaths.myPasskey(id ?? ''), input),
  )

/** Confirms again, with the password, the passkey `id` a password reset set aside: it signs in again. */
export const useConfirmPasskey = (id: string | undefined) =>
  usePasskeyMutation((input: ConfirmPasswordInput) =>
    api<Passkey>('POST', passkeyPaths.myPasskeyConfirmation(id ?? ''), input),
  )
