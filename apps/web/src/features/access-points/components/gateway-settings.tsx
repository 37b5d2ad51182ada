import { gatewaySettingsLines, type AccessPoint } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { Copy, TriangleAlert } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/error-message'
import { captiveUrlQueryOptions } from '../api/access-point-requests'

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-md border border-amber-600/50 bg-amber-500/10 p-3">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" />
      <span>{children}</span>
    </p>
  )
}

/**
 * What to put into the access point's gateway (admins), built by the contract's `gatewaySettingsLines` like the
 * example in docs/production.md, with a Copy button. The secret stays a placeholder: the browser never has it.
 */
export function GatewaySettings({ accessPoint: point }: { accessPoint: AccessPoint }) {
  const { t } = useTranslation()
  const titleId = useId()
  const kind = point.gatewayKind ?? null
  const origin = useQuery({ ...captiveUrlQueryOptions(), enabled: kind !== null })
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null)

  let body: ReactNode
  if (!kind) body = <p className="text-muted-foreground">{t('accessPoints.gatewaySettings.none')}</p>
  else if (origin.isError) body = <p role="alert">{errorMessage(origin.error, t)}</p>
  else if (!origin.data) body = <Skeleton className="h-32" />
  else {
    // Unset, the server answers gateways at whatever address they reach it: the console only knows its own.
    const captiveUrl = origin.data.captiveUrl ?? window.location.origin
    const lines = gatewaySettingsLines({
      kind,
      captiveUrl,
      accessPointId: point.id,
      openwispDeviceId: point.openwispDeviceId,
      placeholders: {
        secret: t('accessPoints.gatewaySettings.secret'),
        ipAddressOf: (host) => t('accessPoints.gatewaySettings.ipAddressOf', { host }),
      },
    })
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(`${lines.join('\n')}\n`)
        setCopied('copied')
      } catch {
        // No clipboard on a plain-http console away from localhost, or permission refused: the lines stay selectable.
        setCopied('copyFailed')
      }
    }
    body = (
      <>
        <p>{t(`accessPoints.gatewaySettings.intro.${kind}`)}</p>
        <pre className="rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap">
          {/* A long line wraps indented, so it still reads as one line. */}
          {lines.map((line) => (
            <span key={line} className="block pl-4 -indent-4 wrap-anywhere">
              {line}
            </span>
          ))}
        </pre>
        {origin.data.captiveUrl === null && <Note>{t('accessPoints.gatewaySettings.consoleOrigin')}</Note>}
        {kind === 'opennds' && captiveUrl.startsWith('https:') && (
          <Note>{t('accessPoints.gatewaySettings.openndsHttp')}</Note>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden />
            {t('accessPoints.gatewaySettings.copy')}
          </Button>
          <p role="status" className="text-muted-foreground">
            {copied && t(`accessPoints.gatewaySettings.${copied}`)}
          </p>
        </div>
      </>
    )
  }
  return (
    <section aria-labelledby={titleId} className="grid gap-2 border-t pt-4 text-sm">
      <h3 id={titleId} className="font-medium">
        {t('accessPoints.gatewaySettings.title')}
      </h3>
      {body}
    </section>
  )
}
