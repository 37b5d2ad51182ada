import type { AdInput } from '@wifi/contract'
import { TriangleAlert } from 'lucide-react'
import { useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/form-fields'
import { TextareaField } from '@/components/textarea-field'

/** Whether a guest's phone can load this address before the gateway lets it online: only our own origin can. */
function isOffOrigin(address: string | null | undefined) {
  if (!address) return false
  try {
    return new URL(address).origin !== window.location.origin
  } catch {
    return false
  }
}

/**
 * A video ad's address, title and description. A video is kept where it is (no re-hosting), so the form warns
 * when its host is not ours: the gateway must let guests reach it before login (its walled garden).
 */
export function AdVideoFields({ control }: { control: Control<AdInput, unknown, unknown> }) {
  const { t } = useTranslation()
  const url = useWatch({ control, name: 'video.url' })
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium">{t('advertisements.form.video')}</legend>
      <div className="grid gap-2 sm:col-span-2">
        <TextField
          control={control}
          name="video.url"
          type="url"
          inputMode="url"
          placeholder="https://"
          label={t('advertisements.form.videoUrl')}
        />
        {isOffOrigin(url) && (
          <p role="status" className="flex gap-2 rounded-md border border-amber-600/50 bg-amber-500/10 p-3 text-sm">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" />
            <span>{t('advertisements.form.walledGarden', { host: new URL(url as string).host })}</span>
          </p>
        )}
      </div>
      <TextField control={control} name="video.title" label={t('advertisements.form.videoTitle')} />
      <TextareaField
        control={control}
        name="video.description"
        label={t('advertisements.form.videoDescription')}
        rows={2}
        className="sm:col-span-2"
      />
    </fieldset>
  )
}
