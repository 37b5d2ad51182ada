import type { AccessPoint } from '@wifi/contract'
import { ImageUp } from 'lucide-react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { Button } from '@/components/ui/button'
import { TitledDialog } from '@/components/titled-dialog'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { lookUpAccessPoint } from '../api/access-point-requests'
import { createQrDecoder, type QrDecoder } from '../qr-decoder'
import { parseQrPayload } from '../qr-payload'

interface QrScannerDialogProps extends DialogOpenProps {
  /** A code named an access point the reader may see. */
  onFound: (accessPoint: AccessPoint) => void
}

/** How often a video frame is looked at: quick enough to feel instant, light enough for an old phone. */
const scanEveryMs = 250

/**
 * Scans an access point's QR code with the camera (the back one on a phone), or from a photo when there is no
 * camera or it is refused. A code with an id and/or a MAC address opens that access point; anything else says what
 * was expected (docs/product.md §8). The camera stops as soon as the dialog closes.
 */
export function QrScannerDialog({ onFound, ...dialog }: QrScannerDialogProps) {
  const { open } = dialog
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const photo = useRef<HTMLInputElement>(null)
  const decoder = useRef<Promise<QrDecoder> | null>(null)
  const busy = useRef(false)
  /** The last code handled: a code held in front of the camera is read many times a second. */
  const lastCode = useRef<string | null>(null)
  const [camera, setCamera] = useState<'starting' | 'on' | 'off'>('starting')

  const decode = (source: HTMLVideoElement | ImageBitmap) => {
    decoder.current ??= createQrDecoder()
    return decoder.current.then((read) => read(source))
  }

  async function handle(code: string) {
    if (code === lastCode.current) return
    lastCode.current = code
    const scanned = parseQrPayload(code)
    if (!scanned) {
      toast.error(t('accessPoints.scan.invalid'))
      return
    }
    try {
      onFound(await lookUpAccessPoint(scanned))
    } catch (error) {
      toast.error(t('accessPoints.scan.lookupFailed'), { description: errorMessage(error, t) })
    }
  }

  useEffect(() => {
    if (!open) return
    let stream: MediaStream | undefined
    let stopped = false
    const timer = setInterval(() => {
      const element = video.current
      if (busy.current || !element || element.readyState < element.HAVE_CURRENT_DATA) return
      busy.current = true
      decode(element)
        .then((code) => (code ? handle(code) : undefined))
        .catch(() => undefined)
        .finally(() => (busy.current = false))
    }, scanEveryMs)
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((opened) => {
        stream = opened
        if (stopped) return opened.getTracks().forEach((track) => track.stop())
        if (video.current) video.current.srcObject = opened
        setCamera('on')
      })
      .catch(() => {
        if (stopped) return
        setCamera('off')
        toast.error(t('accessPoints.scan.cameraFailed'))
      })
    return () => {
      stopped = true
      clearInterval(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
    // The camera follows the dialog being open; the handlers read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  async function readPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const picture = await createImageBitmap(file).catch(() => null)
    const code = picture && (await decode(picture).catch(() => null))
    if (!code) return toast.error(t('accessPoints.scan.noCodeInPhoto'))
    lastCode.current = null
    await handle(code)
  }

  return (
    <TitledDialog {...dialog} title={t('accessPoints.scan.title')} description={t('accessPoints.scan.description')}>
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label={t('accessPoints.scan.preview')}
        className={camera === 'off' ? 'hidden' : 'aspect-video w-full rounded-md bg-muted object-cover'}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {t(`accessPoints.scan.camera.${camera}`)}
      </p>
      <div>
        <Button variant="outline" onClick={() => photo.current?.click()}>
          <ImageUp aria-hidden />
          {t('accessPoints.scan.choosePhoto')}
        </Button>
        <input
          ref={photo}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={readPhoto}
        />
      </div>
    </TitledDialog>
  )
}
