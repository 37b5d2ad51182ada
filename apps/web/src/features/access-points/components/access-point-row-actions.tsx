import type { AccessPoint } from '@wifi/contract'
import { Eye } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowActionsMenu } from '@/components/row-actions-menu'
import { AccessPointViewDialog } from './access-point-view-dialog'

/** An access point's ⋯ menu. */
export function AccessPointRowActions({ accessPoint }: { accessPoint: AccessPoint }) {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState(false)
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: accessPoint.name })}
        actions={[{ label: t('accessPoints.view'), icon: Eye, onSelect: () => setViewing(true) }]}
      />
      {viewing && <AccessPointViewDialog open onOpenChange={setViewing} accessPoint={accessPoint} />}
    </>
  )
}
