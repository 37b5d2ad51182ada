import type { Status } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

/** Active or inactive, for venues and users alike. */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation()
  return <Badge variant={status === 'active' ? 'success' : 'secondary'}>{t(`status.${status}`)}</Badge>
}
