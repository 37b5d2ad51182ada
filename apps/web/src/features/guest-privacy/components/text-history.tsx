import type { GuestTexts } from '@wifi/contract'
import { useTranslation } from 'react-i18next'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/lib/console-dates'
import { publisherName } from '../publisher'
import { ShortHash } from './short-hash'

/** Every version of both texts, newest first: which one guests were offered when, and who published it. */
export function TextHistory({ history }: { history: GuestTexts['history'] }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="guest-text-history" className="grid gap-3">
      <h3 id="guest-text-history" className="font-semibold">
        {t('guestPrivacy.history.title')}
      </h3>
      <div className="rounded-md border">
        <Table>
          <TableCaption className="sr-only">{t('guestPrivacy.history.title')}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('guestPrivacy.history.text')}</TableHead>
              <TableHead scope="col">{t('guestPrivacy.history.version')}</TableHead>
              <TableHead scope="col">{t('guestPrivacy.history.publishedAt')}</TableHead>
              <TableHead scope="col">{t('guestPrivacy.history.publishedBy')}</TableHead>
              <TableHead scope="col">{t('guestPrivacy.history.contentHash')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {history.map((version) => (
              <TableRow key={version.id}>
                <TableCell>{t(`guestPrivacy.texts.kinds.${version.kind}`)}</TableCell>
                <TableCell>{version.version}</TableCell>
                <TableCell>{formatDateTime(version.publishedAt, i18n.language)}</TableCell>
                <TableCell>{publisherName(version, t)}</TableCell>
                <TableCell>
                  <ShortHash hash={version.contentHash} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  )
}
