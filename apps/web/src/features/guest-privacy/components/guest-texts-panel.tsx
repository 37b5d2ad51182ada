import { guestTextKinds, type GuestTextKind, type GuestTexts, type GuestTextVersion } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { Pencil, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Loaded } from '@/components/loaded'
import { SkeletonStack } from '@/components/skeleton-stack'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/console-dates'
import { guestTextsQueryOptions } from '../api/guest-privacy-requests'
import { isProductDefault, publisherName } from '../publisher'
import { OperatorDetails } from './operator-details'
import { OperatorPanel } from './operator-panel'
import { PublishTextDialog } from './publish-text-dialog'
import { ShortHash } from './short-hash'
import { TextHistory } from './text-history'

/**
 * The Texts tab: the operator both texts name, the two current texts with their versions, the retention the notice
 * states, and every version.
 */
export function GuestTextsPanel() {
  const { t } = useTranslation()
  return (
    <Loaded
      query={useQuery(guestTextsQueryOptions())}
      placeholder={<SkeletonStack heights={['h-56', 'h-56']} className="gap-4 md:grid-cols-2" />}
      loadFailed={t('guestPrivacy.loadFailed')}
      failedClassName="rounded-lg border p-6"
    >
      {(texts) => <CurrentTexts data={texts} />}
    </Loaded>
  )
}

/**
 * The texts as read: a warning while one is still the product's own, the operator, each current one, the retention,
 * every version.
 */
function CurrentTexts({ data }: { data: GuestTexts }) {
  const { t } = useTranslation()
  const [publishing, setPublishing] = useState<GuestTextKind | null>(null)
  // The texts still at the product's first version: the operator should publish their own.
  const defaults = guestTextKinds.filter((kind) => isProductDefault(data[kind]))
  return (
    // One column that may be narrower than its content: the versions table scrolls inside it on a phone.
    <div className="grid grid-cols-1 gap-6">
      <p className="text-sm text-muted-foreground">{t('guestPrivacy.texts.intro')}</p>
      {defaults.length > 0 && (
        <div className="flex gap-3 rounded-lg border border-amber-600/50 bg-amber-500/10 p-4 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
          <div className="grid gap-1">
            <p className="font-semibold">
              {defaults.length === 1
                ? t('guestPrivacy.texts.defaultTitleOne', { kind: t(`guestPrivacy.texts.kinds.${defaults[0]!}`) })
                : t('guestPrivacy.texts.defaultTitle')}
            </p>
            <p>{t('guestPrivacy.texts.defaultWarning')}</p>
          </div>
        </div>
      )}
      <OperatorPanel operator={data.operator} />
      <div className="grid gap-4 md:grid-cols-2">
        {guestTextKinds.map((kind) => (
          <CurrentText key={kind} text={data[kind]} onPublish={() => setPublishing(kind)} />
        ))}
      </div>
      <Retention days={data.retentionDays} />
      <TextHistory history={data.history} />
      {publishing && (
        <PublishTextDialog
          open
          onOpenChange={(open) => !open && setPublishing(null)}
          current={data[publishing]}
          operator={data.operator}
        />
      )}
    </div>
  )
}

/** One text as guests are offered it now: its version, when and by whom it was published, and the operator it names. */
function CurrentText({ text, onPublish }: { text: GuestTextVersion; onPublish: () => void }) {
  const { t, i18n } = useTranslation()
  const kind = t(`guestPrivacy.texts.kinds.${text.kind}`)
  const facts = [
    { label: t('guestPrivacy.texts.publishedAt'), value: formatDateTime(text.publishedAt, i18n.language) },
    { label: t('guestPrivacy.texts.publishedBy'), value: publisherName(text, t) },
    { label: t('guestPrivacy.texts.operator'), value: <OperatorDetails operator={text.operator} /> },
  ]
  return (
    <section aria-labelledby={`guest-text-${text.kind}`} className="grid content-start gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`guest-text-${text.kind}`} className="font-semibold">
          {kind}
        </h3>
        <span className="text-sm font-medium text-muted-foreground">
          {t('guestPrivacy.texts.version', { version: text.version })}
        </span>
      </div>
      <dl className="grid gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="break-words">{fact.value}</dd>
          </div>
        ))}
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('guestPrivacy.texts.contentHash')}</dt>
          <dd>
            <ShortHash hash={text.contentHash} />
          </dd>
        </div>
      </dl>
      <Button
        variant="outline"
        className="justify-self-start"
        aria-label={t('guestPrivacy.texts.editFor', { kind })}
        onClick={onPublish}
      >
        <Pencil aria-hidden />
        {t('guestPrivacy.texts.edit')}
      </Button>
    </section>
  )
}

/** The retention the privacy notice states: the server's settings, read only here. */
function Retention({ days }: { days: GuestTexts['retentionDays'] }) {
  const { t } = useTranslation()
  const rows = [
    { label: t('guestPrivacy.retention.guestSessions'), count: days.guestSessions },
    { label: t('guestPrivacy.retention.consents'), count: days.consents },
    { label: t('guestPrivacy.retention.adReports'), count: days.adReports },
  ]
  return (
    <section aria-labelledby="guest-retention" className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <h3 id="guest-retention" className="font-semibold">
        {t('guestPrivacy.retention.title')}
      </h3>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="grid content-start gap-0.5">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="font-medium">{t('guestPrivacy.retention.days', { count: row.count })}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">{t('guestPrivacy.retention.note')}</p>
    </section>
  )
}
