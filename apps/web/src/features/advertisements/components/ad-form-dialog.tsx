import { zodResolver } from '@hookform/resolvers/zod'
import {
  adDayOf,
  adInputSchema,
  adLimits,
  type AdBody,
  type AdInput,
  type Advertisement,
  type Media,
} from '@wifi/contract'
import { Info } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useForm, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from '@/components/checkbox-field'
import { DateField } from '@/components/date-field/date-field'
import { TimeField } from '@/components/date-field/time-field'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { FormDialog } from '@/components/form-dialog'
import { TextField } from '@/components/form-fields'
import { NumberField } from '@/components/number-field'
import { SelectField } from '@/components/select-field'
import { TextareaField } from '@/components/textarea-field'
import { useCan } from '@/hooks/use-can'
import { useDialogSave } from '@/hooks/use-dialog-save'
import { adOptions } from '../ad-options'
import { useCreateAd, useUpdateAd } from '../api/ad-requests'
import { AdImageList } from './ad-image-list'
import { AdVideoFields } from './ad-video-fields'

interface AdFormDialogProps extends DialogOpenProps {
  /** The ad to edit; none to create one. */
  ad?: Advertisement
}

const emptyVideo = { url: '', title: '', description: '' }

/** The form's starting values: the ad's, or SPEC's example duration of 7 seconds and a week from today. */
function formValues(ad?: Advertisement): AdInput {
  const today = adDayOf(new Date())
  const inAWeek = adDayOf(new Date(Date.now() + 7 * 24 * 3600 * 1000))
  return {
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    componentType: ad?.componentType ?? 'single_image',
    duration: ad?.duration ?? 7,
    startDate: ad?.startDate ?? today,
    endDate: ad?.endDate ?? inAWeek,
    isPublic: ad?.isPublic ?? false,
    ctaText: ad?.ctaText ?? '',
    ctaUrl: ad?.ctaUrl ?? '',
    targetText: ad?.targetText ?? '',
    type: ad?.type ?? 'promotion',
    images: (ad?.images ?? []).map(({ media: _media, ...image }) => image),
    video: ad?.video ?? emptyVideo,
    hoursFrom: ad?.hoursFrom ?? null,
    hoursTo: ad?.hoursTo ?? null,
    weight: ad?.weight ?? 1,
  }
}

/** Create or edit an ad: SPEC §5's rules in the form and on the server, the images uploaded as they are added. */
export function AdFormDialog({ open, onOpenChange, ad }: AdFormDialogProps) {
  const { t } = useTranslation()
  const form = useForm({ resolver: zodResolver(adInputSchema), defaultValues: formValues(ad) })
  const [media, setMedia] = useState<Record<string, Media>>(() =>
    Object.fromEntries((ad?.images ?? []).map((image) => [image.media.id, image.media])),
  )
  const [uploading, setUploading] = useState(false)
  const mayPublish = useCan('ads.administer')
  // Only administrators make an ad public; a customer sees the flag only to withdraw what an admin published.
  const offersPublic = mayPublish || ad?.isPublic === true
  // An administrator reviewed what guests see in a public ad; anyone else's change to it withdraws the ad (ADR 023).
  const reviewedContent = !mayPublish && ad?.isPublic === true
  const componentType = useWatch({ control: form.control, name: 'componentType' })
  const saving = {
    form,
    onOpenChange,
    unexpected: t('advertisements.toast.saveError'),
    failure: (reason: string) => ({
      title: ad ? t('advertisements.toast.updateFailed') : t('advertisements.toast.createFailed'),
      description: reason,
    }),
  }
  const savedToast = (saved: Advertisement, sent: { isPublic?: boolean }) => {
    const title = t(ad ? 'advertisements.toast.updated' : 'advertisements.toast.created', { title: saved.title })
    // Sent as public and saved as not: the server withdrew it, for an administrator to review again.
    const withdrawn = ad?.isPublic === true && sent.isPublic && !saved.isPublic
    return withdrawn ? { title, description: t('advertisements.toast.withdrawnFromPublic') } : title
  }
  const create = useDialogSave({ ...saving, mutation: useCreateAd(), saved: savedToast })
  const update = useDialogSave({
    ...saving,
    mutation: useUpdateAd(),
    saved: (saved, { body }) => savedToast(saved, body),
  })

  const submit = form.handleSubmit((values: AdBody) => {
    // Only the media the component type shows is sent; the server drops the other kind too.
    const body = values.componentType === 'video' ? { ...values, images: [] } : { ...values, video: null }
    if (ad) update.save({ id: ad.id, body })
    else create.save(body)
  })

  const control = form.control as Control<AdInput, unknown, unknown>
  const options = adOptions(t)

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={ad ? t('advertisements.form.editTitle') : t('advertisements.form.addTitle')}
      description={t('advertisements.form.description')}
      form={form}
      onSubmit={submit}
      layout="grid gap-6"
      // Saving waits for images still uploading: the ad needs their stored ids.
      pending={create.pending || update.pending || uploading}
      width="wide"
    >
      {reviewedContent && (
        <p role="note" className="flex gap-2 rounded-md border border-sky-600/50 bg-sky-500/10 p-3 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-400" />
          <span>{t('advertisements.form.publicReview')}</span>
        </p>
      )}
      <FormSection title={t('advertisements.form.basics')}>
        <TextField control={form.control} name="title" label={t('advertisements.fields.title')} />
        <SelectField
          control={form.control}
          name="type"
          label={t('advertisements.fields.type')}
          options={options.type}
        />
        <TextareaField
          control={form.control}
          name="description"
          label={t('advertisements.fields.description')}
          className="sm:col-span-2"
          rows={3}
        />
        <SelectField
          control={form.control}
          name="componentType"
          label={t('advertisements.fields.componentType')}
          options={options.componentType}
        />
        {offersPublic && (
          <CheckboxField
            control={form.control}
            name="isPublic"
            label={t('advertisements.form.isPublic')}
            description={t('advertisements.form.isPublicHint')}
            className="self-end pb-2"
          />
        )}
      </FormSection>

      <FormSection title={t('advertisements.form.media')}>
        <div className="sm:col-span-2">
          {componentType === 'video' ? (
            <AdVideoFields control={control} />
          ) : (
            <AdImageList
              control={control}
              maxImages={componentType === 'single_image' ? 1 : adLimits.imagesMax}
              media={media}
              onMediaStored={(stored) => setMedia((known) => ({ ...known, [stored.id]: stored }))}
              onBusyChange={setUploading}
            />
          )}
        </div>
      </FormSection>

      <FormSection title={t('advertisements.form.guestTask')}>
        <NumberField
          control={form.control}
          name="duration"
          label={t('advertisements.fields.duration')}
          description={t('advertisements.form.durationHint')}
          min={adLimits.durationMin}
          max={adLimits.durationMax}
        />
        <TextField
          control={form.control}
          name="targetText"
          label={t('advertisements.form.targetText')}
          description={t('advertisements.form.targetTextHint')}
        />
        <TextField control={form.control} name="ctaText" label={t('advertisements.form.ctaText')} />
        <TextField
          control={form.control}
          name="ctaUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          label={t('advertisements.form.ctaUrl')}
        />
      </FormSection>

      <FormSection title={t('advertisements.form.schedule')}>
        <DateField control={form.control} name="startDate" label={t('advertisements.fields.startDate')} />
        <DateField control={form.control} name="endDate" label={t('advertisements.fields.endDate')} />
        <TimeField control={form.control} name="hoursFrom" label={t('advertisements.form.hoursFrom')} />
        <TimeField control={form.control} name="hoursTo" label={t('advertisements.form.hoursTo')} />
        <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">{t('advertisements.form.hoursHint')}</p>
        <NumberField
          control={form.control}
          name="weight"
          label={t('advertisements.form.weight')}
          description={t('advertisements.form.weightHint')}
          min={adLimits.weightMin}
          max={adLimits.weightMax}
        />
      </FormSection>
    </FormDialog>
  )
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Fields start at the top of their row: a neighbour's hint or error makes the row taller without pushing
    // this field's label and box down out of line.
    <section className="grid gap-4 sm:grid-cols-2 sm:items-start" aria-label={title}>
      <h3 className="text-sm font-semibold sm:col-span-2">{title}</h3>
      {children}
    </section>
  )
}
