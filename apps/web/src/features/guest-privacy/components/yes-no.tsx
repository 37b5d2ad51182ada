import { Check, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/** A ticked or unticked box of the guest page, as a word with its mark (the mark only repeats the word). */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation()
  const Icon = value ? Check : X
  return (
    <span className={cn('inline-flex items-center gap-1', !value && 'text-muted-foreground')}>
      <Icon aria-hidden className="size-4" />
      {value ? t('guestPrivacy.yes') : t('guestPrivacy.no')}
    </span>
  )
}
