import {
  chilliPolicyAttributes,
  openndsPolicyLine,
  type ChilliPolicyAttributes,
  type GuestPolicy,
} from '@wifi/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** The unit of each CoovaChilli attribute's value, as RADIUS carries it. */
const chilliUnits = {
  'Session-Timeout': 'seconds',
  'Idle-Timeout': 'seconds',
  'ChilliSpot-Bandwidth-Max-Down': 'kbps',
  'ChilliSpot-Bandwidth-Max-Up': 'kbps',
  'ChilliSpot-Max-Total-Octets': 'bytes',
  'ChilliSpot-Max-Total-Gigawords': 'gigawords',
} as const satisfies Record<keyof ChilliPolicyAttributes, string>

/** What each of the five numbers of openNDS's BinAuth line is, in its order (openndsPolicyLine). */
const openndsFields = ['session', 'uploadRate', 'downloadRate', 'uploadQuota', 'downloadQuota'] as const

interface GatewayPreviewProps {
  policy: GuestPolicy
  /** Some typed values are not valid yet and are left out of what is shown. */
  partial?: boolean
  /** The preview's heading level: under a dialog's title (3) or a settings group's heading (4). */
  level?: 3 | 4
}

/**
 * What each gateway will receive for a policy, read only: CoovaChilli's RADIUS reply attributes (name = value, with
 * the unit RADIUS carries it in) and the line openNDS's BinAuth prints, with what its five numbers are. Both come
 * from the contract's functions the server itself uses, so the preview cannot drift from what is sent.
 */
export function GatewayPreview({ policy, partial = false, level = 3 }: GatewayPreviewProps) {
  const { t } = useTranslation()
  const id = useId()
  const Heading = `h${level}` as const
  const Subheading = `h${level + 1}` as 'h4' | 'h5'
  const attributes = Object.entries(chilliPolicyAttributes(policy)) as [keyof ChilliPolicyAttributes, number][]
  const line = openndsPolicyLine(policy)
  const numbers = line.split(' ')
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-lg border bg-muted/30 p-4 text-sm">
      <Heading id={id} className="font-semibold">
        {t('guestPolicy.preview.title')}
      </Heading>
      {partial && <p className="text-muted-foreground">{t('guestPolicy.preview.partial')}</p>}
      <div className="grid min-w-0 gap-4 md:grid-cols-2">
        <div className="grid min-w-0 content-start gap-2">
          <Subheading className="font-medium">{t('guestPolicy.preview.chilli')}</Subheading>
          {attributes.length === 0 ? (
            <p className="text-muted-foreground">{t('guestPolicy.preview.chilliNone')}</p>
          ) : (
            <dl className="grid gap-1.5">
              {attributes.map(([name, value]) => (
                <div key={name} className="grid min-w-0 gap-0.5">
                  <dt className="font-mono text-xs break-all">{name}</dt>
                  <dd>
                    <code className="font-mono">{value}</code>{' '}
                    <span className="text-muted-foreground">{t(`guestPolicy.preview.units.${chilliUnits[name]}`)}</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="grid min-w-0 content-start gap-2">
          <Subheading className="font-medium">{t('guestPolicy.preview.opennds')}</Subheading>
          <code className="block rounded-md border bg-background px-2 py-1.5 font-mono break-all">{line}</code>
          <p className="text-muted-foreground">{t('guestPolicy.preview.openndsLegend')}</p>
          <ol className="grid list-decimal gap-0.5 pl-5">
            {openndsFields.map((field, index) => (
              <li key={field}>
                <code className="font-mono">{numbers[index]}</code>{' '}
                <span className="text-muted-foreground">{t(`guestPolicy.preview.openndsFields.${field}`)}</span>
              </li>
            ))}
          </ol>
          <p className="text-muted-foreground">{t('guestPolicy.preview.openndsIdle')}</p>
          <p className="text-muted-foreground">{t('guestPolicy.preview.openndsQuota')}</p>
        </div>
      </div>
      <p className="text-muted-foreground">{t('guestPolicy.preview.ad')}</p>
    </section>
  )
}
