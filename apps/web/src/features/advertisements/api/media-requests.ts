import { apiErrorSchema, apiPaths, type Media } from '@wifi/contract'
import i18n from 'i18next'
import { api } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { useAuthStore } from '@/stores/auth-store'

/**
 * Uploads one image file as its raw bytes, reporting progress from 0 to 1. XMLHttpRequest rather than the API
 * client's fetch: only it reports upload progress. The server decides by content whether it is an image.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void, signal: AbortSignal) {
  return new Promise<Media>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiPaths.media)
    request.setRequestHeader('content-type', 'application/octet-stream')
    request.setRequestHeader('accept', 'application/json')
    request.setRequestHeader('accept-language', i18n.language || 'vi')
    const token = useAuthStore.getState().accessToken
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`)
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status === 201) return resolve(request.response as Media)
      const parsed = apiErrorSchema.safeParse(request.response)
      reject(new ApiError(request.status, parsed.success ? parsed.data : undefined))
    }
    request.onerror = () => reject(new ApiError(0, undefined))
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal.addEventListener('abort', () => request.abort(), { once: true })
    request.send(file)
  })
}

/** Has the server fetch an image from its address once and keep it like an upload. */
export const importImageFromUrl = (url: string) => api<Media>('POST', apiPaths.mediaFromUrl, { url })
