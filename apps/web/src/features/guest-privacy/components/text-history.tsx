import type { GuestTexts } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useIsMobile } from '@/hooks/use-is-mobile'
import { formatDateTime } from '@/lib/console-dates'
import { publisherName } from '../publisher'
import { OperatorDetails } from './operator-details'
import { ShortHash } from './short-hash'

/**
 * Every version of both texts, newest first: which one guests were offered when, who published it, and the operator
 * it named (the evidence of a consent names the version, so this is who the guest was told answers for their data). A phone
 * gets one card per version, as the lists do, rather than a table to scroll sideways.
 */
export function TextHistory({ history }: { history: GuestTexts['history'] }) {
  const { t, i18n } = useTranslation()
  const isMobile = useIsMobile()
  const title = t('guestPrivacy.history.title')
  const rows = history.map((version) => ({
    id: version.id,
    text: t(`guestPrivacy.texts.kinds.${version.kind}`),
    version: version.version,
    publishedAt: formatDateTime(version.publishedAt, i18n.language),
    publishedBy: publisherName(version, t),
    operator: <OperatorDetails operator={version.operator} />,
    hash: <ShortHash hash={version.contentHash} />,
  }))
  return (
    <section aria-labelledby="guest-text-history" className="grid grid-cols-1 gap-3">
      <h3 id="guest-text-history" className="font-semibold">
        {title}
      </h3>
      {isMobile ? (
        <ul aria-labelledby="guest-text-history" className="grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="grid gap-1 rounded-lg border p-4 text-sm">
              <p className="font-medium">
                {row.text} · {t('guestPrivacy.texts.version', { version: row.version })}
              </p>
              <p>{row.publishedAt}</p>
              <p className="break-words text-muted-foreground">{row.publishedBy}</p>
              <p className="break-words">{row.operator}</p>
              <p>{row.hash}</p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableCaption className="sr-only">{title}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t('guestPrivacy.history.text')}</TableHead>
                <TableHead scope="col">{t('guestPrivacy.history.version')}</TableHead>
                <TableHead scope="col">{t('guestPrivacy.history.publishedAt')}</TableHead>
                <TableHead scope="col">{t('guestPrivacy.history.publishedBy')}</TableHead>
                <TableHead scope="col">{t('guestPrivacy.history.operator')}</TableHead>
                <TableHead scope="col">{t('guestPrivacy.history.contentHash')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.text}</TableCell>
                  <TableCell>{row.version}</TableCell>
                  <TableCell>{row.publishedAt}</TableCell>
                  <TableCell>{row.publishedBy}</TableCell>
                  <TableCell className="min-w-48 whitespace-normal">{row.operator}</TableCell>
                  <TableCell>{row.hash}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  )
}
