import { Link } from '@tanstack/react-router'
import { Download, MoreHorizontal, RefreshCw, ScanQrCode, Wifi } from 'lucide-react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useCsvExport } from '@/components/export-csv-button'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

interface AccessPointsPhoneMenuProps {
  /** The menu's button, where focus comes back to from what it opened. */
  triggerRef: Ref<HTMLButtonElement>
  showsMap: boolean
  onToggleMap: () => void
  onScan: () => void
  onSyncVenues: () => void
  exportPath: string
}

/**
 * On a phone, the list's less frequent actions in one menu, so the first access point is not pushed half a screen
 * down under a wall of buttons (docs/decisions/028), and the way to the guest sessions, which the desktop shows as a
 * tab above the list. The desktop shows the actions as buttons.
 */
export function AccessPointsPhoneMenu({
  triggerRef,
  showsMap,
  onToggleMap,
  onScan,
  onSyncVenues,
  exportPath,
}: AccessPointsPhoneMenuProps) {
  const { t } = useTranslation()
  const exportCsv = useCsvExport({ path: exportPath })
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm">
          <MoreHorizontal aria-hidden />
          {t('accessPoints.moreActions')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuCheckboxItem checked={showsMap} onCheckedChange={onToggleMap}>
          {t('accessPoints.map.action')}
        </DropdownMenuCheckboxItem>
        <DropdownMenuItem onSelect={onScan}>
          <ScanQrCode aria-hidden />
          {t('accessPoints.scan.action')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSyncVenues}>
          <RefreshCw aria-hidden />
          {t('accessPoints.sync.byVenue')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={exportCsv.isPending} onSelect={() => exportCsv.mutate()}>
          <Download aria-hidden />
          {t('table.exportCsv')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/accesspoints/guests">
            <Wifi aria-hidden />
            {t('accessPointPages.guestSessions')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
