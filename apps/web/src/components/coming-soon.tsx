import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/layout/page-header'
import type { KeysUnder } from '@/lib/i18n-keys'

/** An honest empty page for a section a later release fills: it says so, and offers nothing that does not work. */
export function ComingSoon({ page }: { page: KeysUnder<'pages'> }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
      <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <Construction className="size-10 text-muted-foreground" aria-hidden />
        <p className="max-w-md text-muted-foreground">{t('comingSoon.description')}</p>
      </div>
    </>
  )
}
