import type { Advertisement } from '@wifi/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { AdDeleteDialog } from './ad-delete-dialog'

/**
 * Delete an ad, from its row's menu, when the reader may (an admin, or its author: the API's `editable`). A
 * public ad of someone else has no menu at all. Edit joins the menu with the ad form.
 */
export function AdRowActions({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation()
  const [deleting, setDeleting] = useState(false)
  if (!ad.editable) return null
  return (
    <>
      <RowActionsMenu label={t('actionsFor', { name: ad.title })} onDelete={() => setDeleting(true)} />
      {deleting && <AdDeleteDialog open onOpenChange={setDeleting} ad={ad} />}
    </>
  )
}
