import type { AdInput, Media } from '@wifi/contract'
import { ArrowDown, ArrowUp, ImagePlus, Link2, Trash2, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { useFieldArray, useFormState, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/form-fields'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { messageKey } from '@/lib/message-key'
import { cn } from '@/lib/utils'
import { useImageUploads } from '../hooks/use-image-uploads'

interface AdImageListProps {
  control: Control<AdInput, unknown, unknown>
  /** One image for a single-image ad, up to ten for several. */
  maxImages: number
  /** The stored images the list shows thumbnails of, by media id. */
  media: Record<string, Media>
  onMediaStored: (media: Media) => void
  /** Tells the form whether an upload is still running (saving waits for it). */
  onBusyChange: (busy: boolean) => void
}

/**
 * An ad's images: dropped or chosen files and addresses the server fetches, each uploaded at once with its
 * progress; every image with its alt text, title and description, in the order guests see them, moved with
 * buttons (keyboard and touch alike) and removed.
 */
export function AdImageList({ control, maxImages, media, onMediaStored, onBusyChange }: AdImageListProps) {
  const { t } = useTranslation()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' })
  const { errors } = useFormState({ control, name: 'images' })
  const uploads = useImageUploads((stored, sourceUrl) => {
    onMediaStored(stored)
    append({ mediaId: stored.id, sourceUrl, altText: '', title: null, description: null })
  })
  // Also "not busy" when the list goes (the ad switched to a video while an upload ran): Save must not wait for it.
  useEffect(() => {
    onBusyChange(uploads.busy)
    return () => onBusyChange(false)
  }, [uploads.busy, onBusyChange])
  const room = maxImages - fields.length - uploads.pending.filter((item) => item.error === null).length
  const listError = errors.images?.root?.message ?? errors.images?.message

  const moveTo = (from: number, to: number, direction: 'up' | 'down') => {
    move(from, to)
    // Keep the keyboard on the image that moved, at its new place (or the other arrow when this one ends there).
    requestAnimationFrame(() => {
      const button =
        document.getElementById(`ad-image-${to}-${direction}`) ??
        document.getElementById(`ad-image-${to}-${direction === 'up' ? 'down' : 'up'}`)
      button?.focus()
    })
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t('advertisements.form.images')}</legend>
      {fields.length > 0 && (
        <ol className="grid gap-3" aria-label={t('advertisements.form.imageOrder')}>
          {fields.map((field, index) => {
            const stored = field.mediaId ? media[field.mediaId] : undefined
            const label = t('advertisements.form.imageNumber', { number: index + 1 })
            return (
              <li key={field.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[8rem_1fr]">
                <div className="flex items-start justify-between gap-2 sm:flex-col sm:justify-start">
                  {stored ? (
                    <img
                      src={stored.variants[0]?.src ?? stored.src}
                      alt=""
                      width={128}
                      height={Math.round((128 * stored.height) / stored.width)}
                      className="aspect-video w-32 rounded-md border bg-muted object-cover"
                    />
                  ) : (
                    <div className="aspect-video w-32 rounded-md border bg-muted" />
                  )}
                  <div className="flex gap-1" role="group" aria-label={label}>
                    <Button
                      id={`ad-image-${index}-up`}
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={index === 0}
                      aria-label={t('advertisements.form.moveUp', { number: index + 1 })}
                      onClick={() => moveTo(index, index - 1, 'up')}
                    >
                      <ArrowUp />
                    </Button>
                    <Button
                      id={`ad-image-${index}-down`}
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={index === fields.length - 1}
                      aria-label={t('advertisements.form.moveDown', { number: index + 1 })}
                      onClick={() => moveTo(index, index + 1, 'down')}
                    >
                      <ArrowDown />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('advertisements.form.removeImage', { number: index + 1 })}
                      onClick={() => remove(index)}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
                  <TextField
                    control={control}
                    name={`images.${index}.altText`}
                    label={t('advertisements.form.altText', { number: index + 1 })}
                    description={t('advertisements.form.altTextHint')}
                  />
                  <TextField
                    control={control}
                    name={`images.${index}.title`}
                    label={t('advertisements.form.imageTitle', { number: index + 1 })}
                  />
                  <TextareaField
                    control={control}
                    name={`images.${index}.description`}
                    label={t('advertisements.form.imageDescription', { number: index + 1 })}
                    className="sm:col-span-2"
                    rows={2}
                  />
                  {errors.images?.[index]?.mediaId?.message && (
                    <p className="text-sm text-destructive sm:col-span-2">
                      {t(messageKey(errors.images[index].mediaId.message))}
                    </p>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {uploads.pending.map((item) => (
        <PendingRow key={item.key} item={item} onDismiss={() => uploads.dismiss(item.key)} />
      ))}
      {room > 0 && (
        <ImageDropZone
          multiple={room > 1}
          onFiles={(files) => uploads.addFiles([...files].slice(0, room))}
          onUrl={uploads.addUrl}
        />
      )}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {t(messageKey(listError))}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {maxImages === 1
          ? t('advertisements.form.imagesHintSingle')
          : t('advertisements.form.imagesHintMultiple', { max: maxImages })}
      </p>
    </fieldset>
  )
}

function PendingRow({
  item,
  onDismiss,
}: {
  item: ReturnType<typeof useImageUploads>['pending'][number]
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-3 rounded-lg border border-dashed p-3 text-sm">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{item.name}</p>
        {item.error ? (
          <p role="alert" className="text-destructive">
            {t('advertisements.form.imageRefused', { reason: item.error })}
          </p>
        ) : (
          <progress
            className="mt-1 h-2 w-full accent-primary"
            aria-label={t('advertisements.form.uploading', { name: item.name })}
            {...(item.progress === null ? {} : { value: item.progress, max: 1 })}
          />
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t(item.error ? 'advertisements.form.dismiss' : 'advertisements.form.cancelUpload', {
          name: item.name,
        })}
        onClick={onDismiss}
      >
        <X />
      </Button>
    </div>
  )
}

/** Where images come in: dropped or chosen files, or an address for the server to fetch. */
function ImageDropZone({
  multiple,
  onFiles,
  onUrl,
}: {
  multiple: boolean
  /** Only as many as there is room for are taken; the rest are left out. */
  onFiles: (files: Iterable<File>) => void
  onUrl: (url: string) => Promise<void>
}) {
  const { t } = useTranslation()
  const fileInput = useRef<HTMLInputElement>(null)
  const urlId = useId()
  const [dragging, setDragging] = useState(false)
  const [url, setUrl] = useState('')

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    onFiles(event.dataTransfer.files)
  }
  const addUrl = () => {
    const address = url.trim()
    if (!address) return
    setUrl('')
    void onUrl(address)
  }

  return (
    <div className="grid gap-3">
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm text-muted-foreground',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <ImagePlus aria-hidden className="size-6" />
        <p>{t('advertisements.form.dropHere')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          {t('advertisements.form.chooseFiles')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          multiple={multiple}
          // Opened by the button above, which names it; hidden from everyone else.
          hidden
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </div>
      <div className="grid gap-2">
        <label htmlFor={urlId} className="text-sm font-medium">
          {t('advertisements.form.imageUrl')}
        </label>
        <div className="flex gap-2">
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the address rather than submitting the whole ad.
              if (event.key === 'Enter') {
                event.preventDefault()
                addUrl()
              }
            }}
          />
          <Button type="button" variant="outline" onClick={addUrl} disabled={!url.trim()}>
            <Link2 aria-hidden />
            {t('advertisements.form.addImageUrl')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('advertisements.form.imageUrlHint')}</p>
      </div>
    </div>
  )
}
