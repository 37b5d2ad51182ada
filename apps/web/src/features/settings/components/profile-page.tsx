import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/console-dates'
import { currentUserQueryOptions } from '@/lib/current-user'
import { ProfileForm } from './profile-form'
import { SettingsSection } from '@/components/layout/settings-section'

/** Profile: who the user is to the console (ID, member since, last updated) and the editable details. */
export function ProfilePage() {
  const { t, i18n } = useTranslation()
  const { data: user } = useSuspenseQuery(currentUserQueryOptions())
  const formatDate = (iso: string) => formatDateTime(iso, i18n.language)

  const facts = [
    { label: t('settings.profile.userId'), value: user.id, mono: true },
    { label: t('settings.profile.memberSince'), value: formatDate(user.createdAt) },
    { label: t('settings.profile.lastUpdated'), value: formatDate(user.updatedAt) },
  ]

  return (
    <SettingsSection title={t('settings.profile.title')} description={t('settings.profile.description')}>
      <dl className="grid gap-3 rounded-lg border bg-muted/30 p-4 text-sm sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="grid min-w-0 gap-0.5">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className={fact.mono ? 'font-mono text-xs break-all' : 'font-medium'}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ProfileForm key={user.updatedAt} user={user} />
    </SettingsSection>
  )
}
