import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

interface RowActionsMenuProps {
  /** Names the row for screen readers: "Actions for Cà phê Sáng". */
  label: string
  /** Absent while the row cannot be edited from the console (no item that does nothing). */
  onEdit?: () => void
  /** Absent when the reader may not delete. */
  onDelete?: () => void
}

/** A table row's ⋯ menu: Edit and Delete, each when offered. */
export function RowActionsMenu({ label, onEdit, onDelete }: RowActionsMenuProps) {
  const { t } = useTranslation()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onEdit && (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden />
            {t('edit')}
          </DropdownMenuItem>
        )}
        {onDelete && (
          <>
            {onEdit && <DropdownMenuSeparator />}
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
