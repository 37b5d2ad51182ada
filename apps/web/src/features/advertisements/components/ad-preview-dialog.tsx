import { apiPaths, type Advertisement } from '@wifi/contract'
import { RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { Button } from '@/components/ui/button'
import { TitledDialog } from '@/components/titled-dialog'

interface AdPreviewDialogProps extends DialogOpenProps {
  ad: Advertisement
}

const guestLanguages = ['vi', 'en'] as const

/**
 * The ad exactly as a guest sees it: the real guest page in its preview mode, in a phone-sized frame, in either
 * guest language, with a restart for the countdown. Nothing it does reaches a gateway.
 */
export function AdPreviewDialog({ ad, ...dialog }: AdPreviewDialogProps) {
  const { t, i18n } = useTranslation()
  const [language, setLanguage] = useState<'vi' | 'en'>(i18n.language === 'en' ? 'en' : 'vi')
  const [run, setRun] = useState(0)
  return (
    <TitledDialog
      {...dialog}
      title={t('advertisements.preview.title')}
      description={t('advertisements.preview.description', { title: ad.title })}
      // A phone gets the whole screen, and the frame the height left under the controls: the guest page inside
      // is then about as wide as on a guest's phone rather than squeezed inside the dialog's margins.
      className="flex h-svh max-w-full flex-col overflow-y-auto rounded-none border-0 p-4 sm:h-auto sm:max-h-[96svh] sm:max-w-lg sm:rounded-lg sm:border sm:p-6"
      headerClassName="pr-6 text-left"
    >
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
      {/* A phone's dark bezel in either theme, a shade lighter in the dark one so it stands out from the dialog. */}
      <div className="mx-auto flex min-h-72 w-full max-w-[390px] flex-1 flex-col rounded-[2rem] border-4 border-zinc-900 bg-zinc-900 shadow-lg sm:flex-none sm:rounded-[2.25rem] sm:border-8 dark:border-zinc-700 dark:bg-zinc-700">
        <iframe
          key={`${language}-${run}`}
          title={t('advertisements.preview.frameTitle', { title: ad.title })}
          src={`${apiPaths.advertisementPreview(ad.id)}?lang=${language}`}
          className="block min-h-0 w-full flex-1 rounded-[1.75rem] bg-background sm:h-[min(720px,70svh)] sm:flex-none"
        />
      </div>
    </TitledDialog>
  )
}
