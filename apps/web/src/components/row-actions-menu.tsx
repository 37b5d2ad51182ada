import { MoreHorizontal, Pencil, Trash2, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/** A row's own action besides Edit and Delete (Preview an ad, Manage a venue's ads). */
export interface RowAction {
  label: string
  icon: LucideIcon
  onSelect: () => void
}

interface RowActionsMenuProps {
  /** Names the row for screen readers: "Actions for Cà phê Sáng". */
  label: string
  /** Absent while the row cannot be edited from the console (no item that does nothing). */
  onEdit?: () => void
  /** Absent when the reader may not delete. */
  onDelete?: () => void
  /** Listed first, in order. */
  actions?: readonly RowAction[]
}

/** A table row's ⋯ menu: the row's own actions, then Edit and Delete, each when offered. */
export function RowActionsMenu({ label, onEdit, onDelete, actions = [] }: RowActionsMenuProps) {
  const { t } = useTranslation()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map(({ label: actionLabel, icon: Icon, onSelect }) => (
          <DropdownMenuItem key={actionLabel} onSelect={onSelect}>
            <Icon aria-hidden />
            {actionLabel}
          </DropdownMenuItem>
        ))}
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden />
            {t('edit')}
          </DropdownMenuItem>
        )}
        {onDelete && (
          <>
            {(onEdit || actions.length > 0) && <DropdownMenuSeparator />}
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              <Trash2 aria-hidden />
              {t('delete')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
