import type { ListResponse } from '@wifi/contract'
import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv'
import { errorMessage } from '@/lib/error-message'
import { exportRowLimit, fetchAllPages } from '@/lib/fetch-all-pages'

interface ExportCsvButtonProps<T> {
  /** The file is named `<name>-<date>.csv`. */
  name: string
  /** One page of the list exactly as it is filtered, searched and sorted on screen. */
  fetchPage: (page: number, pageSize: number) => Promise<ListResponse<T>>
  columns: () => CsvColumn<T>[]
}

/** Downloads the current list (every page, not just the one shown) as CSV that Excel opens with Vietnamese intact. */
export function ExportCsvButton<T>({ name, fetchPage, columns }: ExportCsvButtonProps<T>) {
  const { t } = useTranslation()
  const exportCsv = useMutation({
    mutationFn: () => fetchAllPages(fetchPage),
    onSuccess: ({ rows, truncated }) => {
      downloadCsv(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(rows, columns()))
      if (truncated) toast.warning(t('table.exportTruncated', { count: exportRowLimit }))
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  })
  return (
    <Button variant="outline" size="sm" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
      {exportCsv.isPending ? <Spinner /> : <Download aria-hidden />}
      {t('table.exportCsv')}
    </Button>
  )
}
