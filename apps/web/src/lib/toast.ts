import type { ExternalToast, toast as sonnerToast } from 'sonner'

/**
 * The console's toasts, without sonner in the first load (about 8 KB gzipped, ADR 007): the first toast asks the
 * <Toaster> to load and mount sonner, and toasts wait in a queue until it listens. Ids and descriptions pass
 * through unchanged, so a toast with an id already on screen still replaces it rather than stacking.
 */
type Kind = 'success' | 'error'
type Options = Pick<ExternalToast, 'id' | 'description'>
type Request = [kind: Kind, message: string, options?: Options]

let sonner: typeof sonnerToast | undefined
let requested = false
const queued: Request[] = []
const listeners = new Set<() => void>()

function show(...request: Request) {
  const [kind, message, options] = request
  if (sonner) {
    sonner[kind](message, options)
    return
  }
  queued.push(request)
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
}

/** For the <Toaster>'s useSyncExternalStore: whether anything has toasted yet, and a way to hear when it does. */
export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  requested: () => requested,
}

/** Called once sonner's Toaster listens (it drops toasts made before): shows the queue, and later toasts at once. */
export function toasterListening(toastOfSonner: typeof sonnerToast) {
  sonner = toastOfSonner
  for (const request of queued.splice(0)) show(...request)
}
