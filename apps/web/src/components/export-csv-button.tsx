import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { apiFile } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'
import { errorMessage } from '@/lib/error-message'

interface ExportCsvButtonProps {
  /** The file is named `<name>-<date>.csv`. */
  name: string
  /**
   * The list's export route with the query on screen (filters, search, sort): the server streams every row, in
   * the console's language, as CSV that Excel opens with Vietnamese intact (docs/decisions/014).
   */
  path: string
}

/** The export itself, for a page that offers it elsewhere than in this button (a phone's menu). */
export function useCsvExport({ name, path }: ExportCsvButtonProps) {
  const { t } = useTranslation()
  return useMutation({
    mutationFn: () => apiFile(path),
    onSuccess: (file) => downloadFile(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, file),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
}

/** Downloads the whole current list, not just the page shown, as CSV. */
export function ExportCsvButton({ name, path }: ExportCsvButtonProps) {
  const { t } = useTranslation()
  const exportCsv = useCsvExport({ name, path })
  return (
    <Button variant="outline" size="sm" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      {exportCsv.isPending ? <Spinner /> : <Download aria-hidden />}
      {t('table.exportCsv')}
    </Button>
  )
}
