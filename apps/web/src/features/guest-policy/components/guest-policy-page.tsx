import { zodResolver } from '@hookform/resolvers/zod'
import type { GuestPolicySettings } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { SubmitButton } from '@/components/form-fields'
import { GatewayPreview } from '@/components/guest-policy/gateway-preview'
import { PolicyFields } from '@/components/guest-policy/policy-fields'
import { policyText, policyTextSchema, typedPolicy, type PolicyText } from '@/components/guest-policy/policy-text'
import { SettingsSection } from '@/components/layout/settings-section'
import { Loaded } from '@/components/loaded'
import { SkeletonStack } from '@/components/skeleton-stack'
import { Form } from '@/components/ui/form'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { guestPolicySettingsQueryOptions } from '@/lib/guest-policy-settings'
import { toast } from '@/lib/toast'
import { useSaveGuestPolicySettings } from '../api/guest-policy-requests'

const settingsTextSchema = z.object({ default: policyTextSchema, customerLimits: policyTextSchema })
type SettingsText = Record<keyof GuestPolicySettings, PolicyText>

/**
 * Settings → Guest access policy (admins; docs/decisions/034): the policy of every venue without its own, with what
 * each gateway will receive for it, and the most a venue's member customers may set in their venue's own.
 */
export function GuestPolicyPage() {
  const { t } = useTranslation()
  const settings = useQuery(guestPolicySettingsQueryOptions())
  return (
    <SettingsSection title={t('nav.guestPolicy')} description={t('guestPolicy.settings.description')}>
      <Loaded
        query={settings}
        placeholder={<SkeletonStack heights={['h-64', 'h-48']} className="gap-4" />}
        loadFailed={t('guestPolicy.settings.loadFailed')}
        failedClassName="rounded-lg border p-6"
      >
        {(loaded) => <GuestPolicyForm settings={loaded} />}
      </Loaded>
    </SettingsSection>
  )
}

function GuestPolicyForm({ settings }: { settings: GuestPolicySettings }) {
  const { t } = useTranslation()
  const form = useForm<SettingsText, unknown, GuestPolicySettings>({
    resolver: zodResolver(settingsTextSchema),
    defaultValues: { default: policyText(settings.default), customerLimits: policyText(settings.customerLimits) },
  })
  const typed = typedPolicy(useWatch({ control: form.control, name: 'default' }))
  const save = useFormMutation({
    form,
    mutation: useSaveGuestPolicySettings(),
    failure: (reason) => ({ title: t('guestPolicy.settings.saveFailed'), description: reason }),
  })
  const submit = form.handleSubmit((values) =>
    save.submit(values, (saved) => {
      // What was saved becomes the form's starting point, in the server's own digits.
      form.reset({ default: policyText(saved.default), customerLimits: policyText(saved.customerLimits) })
      toast.success(t('guestPolicy.settings.saved'))
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={submit} className="grid gap-8" noValidate>
        <PolicySection title={t('guestPolicy.settings.default')} hint={t('guestPolicy.settings.defaultHint')}>
          <PolicyFields control={form.control} name={(field) => `default.${field}` as const} emptyMeans="noLimit" />
          <GatewayPreview policy={typed.policy} partial={typed.partial} level={4} />
        </PolicySection>
        <PolicySection title={t('guestPolicy.settings.limits')} hint={t('guestPolicy.settings.limitsHint')}>
          <PolicyFields
            control={form.control}
            name={(field) => `customerLimits.${field}` as const}
            emptyMeans="anyValue"
          />
        </PolicySection>
        <SubmitButton className="justify-self-start" pending={save.pending}>
          {t('save')}
        </SubmitButton>
      </form>
    </Form>
  )
}

/** One of the two policies, named by its heading, with what it applies to. */
function PolicySection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {children}
    </section>
  )
}
