import { Copy, Download } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/download'
import { toast } from '@/lib/toast'

interface RecoveryCodesProps {
  codes: string[]
  /** The user says the codes are kept: they are never shown again. */
  onDone: () => void
}

/** The ten recovery codes, shown this once, with ways to keep them: copy, or download as a text file. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation()
  const text = codes.join('\n')
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Shown in place of the step before it: focus moves here so the codes are read out next.
  useEffect(() => headingRef.current?.focus(), [])

  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success(t('secondFactors.recoveryCodes.copied')),
      () => toast.error(t('secondFactors.recoveryCodes.copyFailed')),
    )
  const download = () =>
    downloadFile('wifi-console-recovery-codes.txt', new Blob([`${text}\n`], { type: 'text/plain' }))

  return (
    <section aria-labelledby="recovery-codes-heading" className="grid gap-3">
      <h4 id="recovery-codes-heading" ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
        {t('secondFactors.recoveryCodes.title')}
      </h4>
      <p className="text-sm text-muted-foreground">{t('secondFactors.recoveryCodes.description')}</p>
      <ul
        aria-label={t('secondFactors.recoveryCodes.listLabel')}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-sm sm:w-fit"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('secondFactors.recoveryCodes.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {t('secondFactors.recoveryCodes.download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('secondFactors.recoveryCodes.done')}
        </Button>
      </div>
    </section>
  )
}
