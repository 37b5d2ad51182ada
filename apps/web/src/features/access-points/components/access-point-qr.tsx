import type { AccessPoint } from '@wifi/contract'
import { Download, Printer } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/download'
import { printLabel } from '../print-label'

/** docs/product.md §3's QR payload: JSON with the access point's id and MAC address, what the scanner looks up. */
export const qrPayload = (point: Pick<AccessPoint, 'id' | 'macAddress'>) =>
  JSON.stringify({ id: point.id, mac_address: point.macAddress })

/** A file name from the access point's name: what file systems refuse becomes a dash. */
const fileNameOf = (name: string) => `${name.trim().replace(/[\s\\/:*?"<>|]+/g, '-') || 'access-point'}.png`

/**
 * The access point's QR code, black on white whatever the theme (scanners want dark on light), with a PNG download
 * named after the access point and a label to print (name, code and MAC under the code). The QR library loads with
 * the first code shown, not with the console.
 */
export function AccessPointQr({ accessPoint }: { accessPoint: AccessPoint }) {
  const { t } = useTranslation()
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

  const download = () =>
    canvas.current?.toBlob((png) => png && downloadFile(fileNameOf(accessPoint.name), png), 'image/png')

  const print = () =>
    canvas.current &&
    printLabel(canvas.current, {
      name: accessPoint.name,
      detail: `${accessPoint.deviceCode} · ${accessPoint.macAddress}`,
    })

  return (
    <div className="grid justify-items-center gap-3 border-t pt-4">
      <figure className="grid justify-items-center gap-1 text-center text-sm">
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('accessPoints.qr.alt', { name: accessPoint.name })}
          className="size-48 rounded-sm bg-white"
        />
        <figcaption className="grid">
          <span className="font-medium break-all">{accessPoint.name}</span>
          <span className="font-mono text-xs">
            {accessPoint.deviceCode} · {accessPoint.macAddress}
          </span>
        </figcaption>
      </figure>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" onClick={download} disabled={!ready}>
          <Download aria-hidden />
          {t('accessPoints.qr.download')}
        </Button>
        <Button variant="outline" size="sm" onClick={print} disabled={!ready}>
          <Printer aria-hidden />
          {t('accessPoints.qr.print')}
        </Button>
      </div>
    </div>
  )
}
