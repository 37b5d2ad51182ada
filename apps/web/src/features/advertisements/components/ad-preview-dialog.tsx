import { apiPaths, type Advertisement } from '@wifi/contract'
import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useReturnFocus } from '@/hooks/use-return-focus'

interface AdPreviewDialogProps {
  ad: Advertisement
  open: boolean
  onOpenChange: (open: boolean) => void
}

const guestLanguages = ['vi', 'en'] as const

/**
 * The ad exactly as a guest sees it: the real guest page in its preview mode, in a phone-sized frame, in either
 * guest language, with a restart for the countdown. Nothing it does reaches a gateway.
 */
export function AdPreviewDialog({ ad, open, onOpenChange }: AdPreviewDialogProps) {
  const { t, i18n } = useTranslation()
  const returnFocus = useReturnFocus(open)
  const [language, setLanguage] = useState<'vi' | 'en'>(i18n.language === 'en' ? 'en' : 'vi')
  const [run, setRun] = useState(0)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus} closeLabel={t('close')} className="max-h-[96svh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('advertisements.preview.title')}</DialogTitle>
          <DialogDescription>{t('advertisements.preview.description', { title: ad.title })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div role="group" aria-label={t('advertisements.preview.language')} className="flex gap-1">
            {guestLanguages.map((code) => (
              <Button
                key={code}
                type="button"
                size="sm"
                variant={language === code ? 'default' : 'outline'}
                aria-pressed={language === code}
                onClick={() => setLanguage(code)}
              >
                {t(`advertisements.preview.languages.${code}`)}
              </Button>
            ))}
          </div>
          <Button type="button" size="sm" variant="outline" onClick={() => setRun((count) => count + 1)}>
            <RotateCcw aria-hidden />
            {t('advertisements.preview.restart')}
          </Button>
        </div>
        <div className="mx-auto w-full max-w-[390px] rounded-[2.25rem] border-8 border-foreground/85 bg-foreground/85 shadow-lg">
          <iframe
            key={`${language}-${run}`}
            title={t('advertisements.preview.frameTitle', { title: ad.title })}
            src={`${apiPaths.advertisementPreview(ad.id)}?lang=${language}`}
            className="block h-[min(720px,70svh)] w-full rounded-[1.75rem] bg-background"
          />
        </div>
      </DialogContent>
    </Dialog>
  )
}
