import { reportFrequencies, type ReportFrequency } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/toast'
import { venueOptionsQueryOptions } from '@/lib/venue-options'
import { useCurrentUser } from '@/hooks/use-current-user'
import { useCreateReportSubscription } from '../api/report-subscription-requests'

/** The venue Select's value for "everything you can see" (a Radix Select item cannot have an empty value). */
const everything = 'all'

/** A new report: weekly or monthly, of one venue or of everything the user can see. */
export function AddReportForm() {
  const { t } = useTranslation()
  const ids = useId()
  const email = useCurrentUser()?.email
  const venues = useQuery(venueOptionsQueryOptions())
  const create = useCreateReportSubscription()
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly')
  const [venueId, setVenueId] = useState(everything)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate(
      { frequency, venueId: venueId === everything ? null : venueId },
      {
        onSuccess: () => {
          toast.success(t('reportSubscriptions.add.created', { email }))
          setVenueId(everything)
        },
        onError: (error) =>
          toast.error(t('reportSubscriptions.add.createFailed'), { description: errorMessage(error, t) }),
      },
    )
  }

  return (
    <section aria-labelledby={`${ids}-add`} className="grid gap-3 rounded-lg border p-4">
      <h3 id={`${ids}-add`} className="text-base font-semibold">
        {t('reportSubscriptions.add.title')}
      </h3>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('reportSubscriptions.add.frequency')}</legend>
          <RadioGroup
            value={frequency}
            onValueChange={(value) => setFrequency(value as ReportFrequency)}
            className="grid gap-3"
          >
            {reportFrequencies.map((option) => (
              <div key={option} className="flex items-start gap-2">
                <RadioGroupItem
                  value={option}
                  id={`${ids}-${option}`}
                  aria-describedby={`${ids}-${option}-hint`}
                  className="mt-0.5"
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={`${ids}-${option}`}>{t(`reportSubscriptions.add.${option}`)}</Label>
                  <p id={`${ids}-${option}-hint`} className="text-sm text-muted-foreground">
                    {t(`reportSubscriptions.add.${option}Hint`)}
                  </p>
                </div>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-venue`}>{t('reportSubscriptions.add.venue')}</Label>
          <Select value={venueId} onValueChange={setVenueId}>
            <SelectTrigger id={`${ids}-venue`} className="w-full sm:w-80">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={everything}>{t('reportSubscriptions.add.everything')}</SelectItem>
              {(venues.data ?? []).map((venue) => (
                <SelectItem key={venue.id} value={venue.id}>
                  {venue.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {t('reportSubscriptions.add.submit')}
        </Button>
      </form>
    </section>
  )
}
