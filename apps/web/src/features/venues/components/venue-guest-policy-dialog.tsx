import { zodResolver } from '@hookform/resolvers/zod'
import { fieldsAboveLimits, msg, type GuestPolicy, type Venue } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { FormDialog } from '@/components/form-dialog'
import { GatewayPreview } from '@/components/guest-policy/gateway-preview'
import { PolicyFields } from '@/components/guest-policy/policy-fields'
import { PolicySummary } from '@/components/guest-policy/policy-summary'
import { policyText, policyTextSchema, typedPolicy, type PolicyText } from '@/components/guest-policy/policy-text'
import { Loaded } from '@/components/loaded'
import { SkeletonStack } from '@/components/skeleton-stack'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { useDialogSave } from '@/hooks/use-dialog-save'
import { useCan } from '@/hooks/use-can'
import { guestPolicySettingsQueryOptions } from '@/lib/guest-policy-settings'
import { useResetVenueGuestPolicy, useSetVenueGuestPolicy } from '../api/venue-requests'

interface VenueGuestPolicyDialogProps extends DialogOpenProps {
  venue: Venue
}

/**
 * The venue's guest access policy, apart from the venue's own dialog, which is long already (docs/decisions/028):
 * the service default, or the venue's own policy, and what each gateway will receive for it. The choice is there at
 * once (the dialog opens on it); what depends on the default and the limits shows once they are read.
 */
export function VenueGuestPolicyDialog({ venue, open, onOpenChange }: VenueGuestPolicyDialogProps) {
  const { t } = useTranslation()
  const choiceLabel = useId()
  const settings = useQuery(guestPolicySettingsQueryOptions())
  const [mode, setMode] = useState<'default' | 'own'>(venue.guestPolicy ? 'own' : 'default')
  // A venue without its own policy starts from the default's values, the usual first step being a change to one;
  // they arrive with the settings, and an operator's typing is kept if they arrive after it.
  const form = useForm<PolicyText, unknown, GuestPolicy>({
    resolver: zodResolver(policyTextSchema),
    values: settings.data && policyText(venue.guestPolicy ?? settings.data.default),
    resetOptions: { keepDirtyValues: true },
  })
  const typed = typedPolicy(useWatch({ control: form.control }))
  const saving = {
    form,
    onOpenChange,
    failure: (reason: string) => ({ title: t('guestPolicy.venue.saveFailed'), description: reason }),
  }
  const save = useDialogSave({
    ...saving,
    mutation: useSetVenueGuestPolicy(),
    saved: () => t('guestPolicy.venue.saved', { name: venue.name }),
  })
  const reset = useDialogSave({
    ...saving,
    mutation: useResetVenueGuestPolicy(),
    saved: () => t('guestPolicy.venue.reset', { name: venue.name }),
  })
  // Admins may set anything; a member customer stays within the admins' limits, shown under each field.
  const exceedsLimits = useCan('guestPolicy.exceedLimits')
  const limits = exceedsLimits ? undefined : settings.data?.customerLimits

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (mode === 'default') {
      event.preventDefault()
      reset.save(venue.id)
      return
    }
    void form.handleSubmit((policy) => {
      // The server refuses the same (400, policyAboveLimit under each field); said here at once, before a round trip.
      const above = limits ? fieldsAboveLimits(policy, limits) : []
      for (const field of above) form.setError(field, { type: 'limit', message: msg.policyAboveLimit })
      if (above.length > 0) return
      save.save({ id: venue.id, policy })
    })(event)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('guestPolicy.venue.title', { name: venue.name })}
      description={t('guestPolicy.venue.description')}
      form={form}
      onSubmit={submit}
      layout="grid gap-6"
      // Nothing to send before the limits a customer's values are held to are known.
      pending={save.pending || reset.pending || !settings.isSuccess}
    >
      <div className="grid gap-3">
        <p id={choiceLabel} className="text-sm font-medium">
          {t('guestPolicy.venue.choice')}
        </p>
        <RadioGroup
          aria-labelledby={choiceLabel}
          value={mode}
          onValueChange={(value) => setMode(value === 'own' ? 'own' : 'default')}
        >
          {(['default', 'own'] as const).map((value) => (
            <label key={value} className="flex cursor-pointer items-start gap-3">
              <RadioGroupItem value={value} className="mt-0.5" aria-describedby={`${choiceLabel}-${value}`} />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">
                  {value === 'default' ? t('guestPolicy.venue.useDefault') : t('guestPolicy.venue.own')}
                </span>
                <span id={`${choiceLabel}-${value}`} className="text-sm text-muted-foreground">
                  {value === 'default' ? t('guestPolicy.venue.useDefaultHint') : t('guestPolicy.venue.ownHint')}
                </span>
              </span>
            </label>
          ))}
        </RadioGroup>
      </div>
      <Loaded
        query={settings}
        placeholder={<SkeletonStack heights={['h-32', 'h-48']} className="gap-4" />}
        loadFailed={t('guestPolicy.venue.loadFailed')}
        failedClassName="rounded-lg border p-4 text-sm"
      >
        {(loaded) =>
          mode === 'default' ? (
            <>
              <section aria-labelledby={`${choiceLabel}-summary`} className="grid gap-3">
                <h3 id={`${choiceLabel}-summary`} className="font-semibold">
                  {t('guestPolicy.venue.defaultNow')}
                </h3>
                <PolicySummary policy={loaded.default} />
              </section>
              <GatewayPreview policy={loaded.default} />
            </>
          ) : (
            <>
              <PolicyFields control={form.control} name={(field) => field} limits={limits} emptyMeans="noLimit" />
              <GatewayPreview policy={typed.policy} partial={typed.partial} />
            </>
          )
        }
      </Loaded>
    </FormDialog>
  )
}
