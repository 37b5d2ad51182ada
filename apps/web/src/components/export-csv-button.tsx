import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { apiNamedFile } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'
import { errorMessage } from '@/lib/error-message'

interface ExportCsvButtonProps {
  /**
   * The list's export route with the query on screen (filters, search, sort): the server streams every row, in
   * the console's language, as CSV that Excel opens with Vietnamese intact (docs/decisions/014), and names the file
   * after what it holds, its period, filters and time zone (docs/decisions/054).
   */
  path: string
}

/** The export itself, for a page that offers it elsewhere than in this button (a phone's menu). */
export function useCsvExport({ path }: ExportCsvButtonProps) {
  const { t } = useTranslation()
  return useMutation({
    mutationFn: () => apiNamedFile(path),
    // The server always names it; the fallback only keeps a download from having no name at all.
    onSuccess: ({ file, name }) => downloadFile(name ?? 'export.csv', file),
    onError: (error) => toast.error(errorMessage(error, t)),
  })
}

/** Downloads the whole current list, not just the page shown, as CSV. */
export function ExportCsvButton({ path }: ExportCsvButtonProps) {
  const { t } = useTranslation()
  const exportCsv = useCsvExport({ path })
  return (
    <Button variant="outline" size="sm" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      {exportCsv.isPending ? <Spinner /> : <Download aria-hidden />}
      {t('table.exportCsv')}
    </Button>
  )
}
