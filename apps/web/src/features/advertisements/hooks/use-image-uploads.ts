import { mediaLimits, mediaUploadTypes, type Media } from '@wifi/contract'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/error-message'
import { importImageFromUrl, uploadImage } from '../api/media-requests'

/** An image on its way to the server: a file being uploaded or an address being fetched. */
export interface PendingImage {
  key: string
  /** The file's name or the address. */
  name: string
  /** 0 to 1 for a file; null while the server fetches an address (no progress to report). */
  progress: number | null
  /** Why it was refused, in the reader's language; the entry stays until dismissed. */
  error: string | null
}

/**
 * Sends images to the server one by one as they are chosen, keeps each one's progress or refusal, and hands every
 * stored image to `onStored`. Obvious refusals (too large, not PNG or JPEG) are said at once, without sending
 * 10 MB first; the server checks the content again either way. Closing the form cancels what is still uploading.
 */
export function useImageUploads(onStored: (media: Media, sourceUrl: string | null) => void) {
  const { t } = useTranslation()
  const [pending, setPending] = useState<PendingImage[]>([])
  const controllers = useRef(new Map<string, AbortController>())
  const pendingKeys = useRef(new Set<string>())
  const onStoredRef = useRef(onStored)
  useEffect(() => {
    onStoredRef.current = onStored
  })
  useEffect(() => {
    const running = controllers.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  const update = (key: string, change: Partial<PendingImage>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))
  const remove = (key: string) => {
    pendingKeys.current.delete(key)
    controllers.current.get(key)?.abort()
    controllers.current.delete(key)
    setPending((list) => list.filter((item) => item.key !== key))
  }

  async function track(name: string, progress: number | null, send: (key: string) => Promise<Media>) {
    const key = crypto.randomUUID()
    pendingKeys.current.add(key)
    setPending((list) => [...list, { key, name, progress, error: null }])
    try {
      const media = await send(key)
      // Dismissed while the server was fetching the address (a fetch cannot be cancelled): not wanted any more.
      if (!pendingKeys.current.has(key)) return
      remove(key)
      onStoredRef.current(media, progress === null ? name : null)
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      update(key, { error: errorMessage(error, t), progress: null })
    }
  }

  const refusal = (file: File) => {
    if (file.size > mediaLimits.maxBytes) return t('errors:MEDIA_TOO_LARGE')
    if (file.type && !(mediaUploadTypes as readonly string[]).includes(file.type)) return t('errors:MEDIA_UNSUPPORTED')
    return null
  }

  const addFiles = (files: Iterable<File>) => {
    for (const file of files) {
      const refused = refusal(file)
      if (refused) {
        setPending((list) => [...list, { key: crypto.randomUUID(), name: file.name, progress: null, error: refused }])
        continue
      }
      void track(file.name, 0, (key) => {
        const controller = new AbortController()
        controllers.current.set(key, controller)
        return uploadImage(file, (fraction) => update(key, { progress: fraction }), controller.signal).finally(() =>
          controllers.current.delete(key),
        )
      })
    }
  }

  const addUrl = (url: string) => track(url, null, () => importImageFromUrl(url))

  return { pending, addFiles, addUrl, dismiss: remove, busy: pending.some((item) => item.error === null) }
}
