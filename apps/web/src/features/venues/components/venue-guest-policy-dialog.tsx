import { zodResolver } from '@hookform/resolvers/zod'
import { fieldsAboveLimits, msg, type GuestPolicy, type Venue } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/form-dialog'
import { GatewayPreview } from '@/components/guest-policy/gateway-preview'
import { PolicyFields } from '@/components/guest-policy/policy-fields'
import { PolicySummary } from '@/components/guest-policy/policy-summary'
import { policyText, policyTextSchema, typedPolicy, type PolicyText } from '@/components/guest-policy/policy-text'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Skeleton } from '@/components/ui/skeleton'
import { useFormMutation } from '@/hooks/use-form-mutation'
import { guestPolicySettingsQueryOptions } from '@/lib/guest-policy-settings'
import { toast } from '@/lib/toast'
import { useResetVenueGuestPolicy, useSetVenueGuestPolicy } from '../api/venue-requests'

interface VenueGuestPolicyDialogProps {
  venue: Venue
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Admins may set anything; a member customer stays within the admins' limits, shown under each field. */
  isAdmin: boolean
}

const formId = 'venue-guest-policy-form'

/**
 * The venue's guest access policy, apart from the venue's own dialog, which is long already (docs/decisions/028):
 * the service default, or the venue's own policy, and what each gateway will receive for it. The choice is there at
 * once (the dialog opens on it); what depends on the default and the limits shows once they are read.
 */
export function VenueGuestPolicyDialog({ venue, open, onOpenChange, isAdmin }: VenueGuestPolicyDialogProps) {
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
  const failure = (reason: string) => ({ title: t('guestPolicy.venue.saveFailed'), description: reason })
  const save = useFormMutation({ form, mutation: useSetVenueGuestPolicy(), failure })
  const reset = useFormMutation({ form, mutation: useResetVenueGuestPolicy(), failure })
  const limits = isAdmin ? undefined : settings.data?.customerLimits

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const done = (message: string) => () => {
      toast.success(message)
      onOpenChange(false)
    }
    if (mode === 'default') {
      event.preventDefault()
      reset.submit(venue.id, done(t('guestPolicy.venue.reset', { name: venue.name })))
      return
    }
    void form.handleSubmit((policy) => {
      // The server refuses the same (400, policyAboveLimit under each field); said here at once, before a round trip.
      const above = limits ? fieldsAboveLimits(policy, limits) : []
      for (const field of above) form.setError(field, { type: 'limit', message: msg.policyAboveLimit })
      if (above.length > 0) return
      save.submit({ id: venue.id, policy }, done(t('guestPolicy.venue.saved', { name: venue.name })))
    })(event)
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('guestPolicy.venue.title', { name: venue.name })}
      description={t('guestPolicy.venue.description')}
      formId={formId}
      // Nothing to send before the limits a customer's values are held to are known.
      pending={save.pending || reset.pending || !settings.isSuccess}
    >
      <Form {...form}>
        <form id={formId} onSubmit={submit} className="grid gap-6" noValidate>
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
          {settings.isPending ? (
            <div className="grid gap-4" aria-busy>
              <Skeleton className="h-32" />
              <Skeleton className="h-48" />
            </div>
          ) : settings.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border p-4 text-sm">
              {t('guestPolicy.venue.loadFailed')}
              <Button type="button" variant="outline" size="sm" onClick={() => void settings.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : mode === 'default' ? (
            <>
              <section aria-labelledby={`${choiceLabel}-summary`} className="grid gap-3">
                <h3 id={`${choiceLabel}-summary`} className="font-semibold">
                  {t('guestPolicy.venue.defaultNow')}
                </h3>
                <PolicySummary policy={settings.data.default} />
              </section>
              <GatewayPreview policy={settings.data.default} />
            </>
          ) : (
            <>
              <PolicyFields control={form.control} name={(field) => field} limits={limits} emptyMeans="noLimit" />
              <GatewayPreview policy={typed.policy} partial={typed.partial} />
            </>
          )}
        </form>
      </Form>
    </FormDialog>
  )
}
