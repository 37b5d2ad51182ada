import type { AccessPoint } from '@wifi/contract'
import { Download, Printer } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/download'
import { printLabel } from '../print-label'

/** docs/product.md §3's QR payload: JSON with the access point's id and MAC address, what the scanner looks up. */
const qrPayload = (point: Pick<AccessPoint, 'id' | 'macAddress'>) =>
  JSON.stringify({ id: point.id, mac_address: point.macAddress })

/** A file name from the access point's name: what file systems refuse becomes a dash. */
const fileNameOf = (name: string) => `${name.trim().replace(/[\s\\/:*?"<>|]+/g, '-') || 'access-point'}.png`

/**
 * The access point's QR code drawn into a canvas, with a PNG download named after the access point and a label to
 * print (name, code and MAC under the code). The QR library loads with the first code shown, not with the console.
 * The code and its buttons are apart, so a dialog can keep the buttons in its footer.
 */
export function useAccessPointQr(accessPoint: AccessPoint) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let current = true
    void import('qrcode').then(async ({ toCanvas }) => {
      if (!current || !canvas.current) return
      await toCanvas(canvas.current, qrPayload(accessPoint), {
        width: 192,
        margin: 2,
        errorCorrectionLevel: 'M',
        color: { dark: '#000000', light: '#ffffff' },
      })
      if (current) setReady(true)
    })
    return () => {
      current = false
    }
  }, [accessPoint])

  const download = useCallback(
    () => canvas.current?.toBlob((png) => png && downloadFile(fileNameOf(accessPoint.name), png), 'image/png'),
    [accessPoint.name],
  )
  const print = useCallback(
    () =>
      canvas.current &&
      printLabel(canvas.current, {
        name: accessPoint.name,
        detail: `${accessPoint.deviceCode} · ${accessPoint.macAddress}`,
      }),
    [accessPoint],
  )
  return { canvas, ready, download, print }
}

/** The code itself, black on white whatever the theme (scanners want dark on light), named under it. */
export function AccessPointQrFigure({
  accessPoint,
  canvas,
}: {
  accessPoint: AccessPoint
  canvas: RefObject<HTMLCanvasElement | null>
}) {
  const { t } = useTranslation()
  return (
    <figure className="grid justify-items-center gap-1 text-center text-sm">
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('accessPoints.qr.alt', { name: accessPoint.name })}
        className="size-48 rounded-sm bg-white"
      />
      <figcaption className="grid max-w-48">
        <span className="font-medium break-all">{accessPoint.name}</span>
        <span className="font-mono text-xs whitespace-nowrap">{accessPoint.deviceCode}</span>
        <span className="font-mono text-xs whitespace-nowrap">{accessPoint.macAddress}</span>
      </figcaption>
    </figure>
  )
}

/** Download PNG and Print label, usable once the code is drawn. */
export function AccessPointQrActions({ qr }: { qr: ReturnType<typeof useAccessPointQr> }) {
  const { t } = useTranslation()
  return (
    <>
      <Button variant="outline" size="sm" onClick={qr.download} disabled={!qr.ready}>
        <Download aria-hidden />
        {t('accessPoints.qr.download')}
      </Button>
      <Button variant="outline" size="sm" onClick={qr.print} disabled={!qr.ready}>
        <Printer aria-hidden />
        {t('accessPoints.qr.print')}
      </Button>
    </>
  )
}
