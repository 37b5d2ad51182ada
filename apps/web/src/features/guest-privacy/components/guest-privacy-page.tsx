import { useNavigate } from '@tanstack/react-router'
import { FileCheck, ScrollText, UserRoundX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SettingsSection } from '@/components/layout/settings-section'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { GuestConsentQuery } from '@/lib/query-keys'
import { guestPrivacyTabs, type GuestPrivacyTab } from '../search'
import { ConsentEvidencePanel } from './consent-evidence-panel'
import { DataRequestsPanel } from './data-requests-panel'
import { GuestTextsPanel } from './guest-texts-panel'

const icons = { texts: ScrollText, consents: FileCheck, requests: UserRoundX } as const

/**
 * Settings → Guest privacy (docs/decisions/033): the texts guests agree to, the evidence of their choices and their
 * data requests, one tab each. The tab is in the address, so a link or a reload opens the same one.
 */
export function GuestPrivacyPage({ tab, consents }: { tab: GuestPrivacyTab; consents: GuestConsentQuery }) {
  const { t } = useTranslation()
  const navigate = useNavigate({ from: '/settings/guest-privacy' })
  const select = (value: string) =>
    void navigate({
      search: (previous) => ({ ...previous, tab: guestPrivacyTabs.find((known) => known === value) }),
      // Arrow keys move between tabs and show each: one history step per tab would make Back tedious.
      replace: true,
    })
  return (
    <SettingsSection title={t('guestPrivacy.title')} description={t('guestPrivacy.description')}>
      {/* As narrow as the section: a wide table scrolls inside its tab rather than widening the page. */}
      <Tabs value={tab} onValueChange={select} className="min-w-0">
        <TabsList aria-label={t('guestPrivacy.tabsLabel')}>
          {guestPrivacyTabs.map((value) => {
            const Icon = icons[value]
            return (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden />
                {t(`guestPrivacy.tabs.${value}`)}
              </TabsTrigger>
            )
          })}
        </TabsList>
        <TabsContent value="texts">
          <GuestTextsPanel />
        </TabsContent>
        <TabsContent value="consents">
          <ConsentEvidencePanel query={consents} />
        </TabsContent>
        <TabsContent value="requests">
          <DataRequestsPanel />
        </TabsContent>
      </Tabs>
    </SettingsSection>
  )
}
