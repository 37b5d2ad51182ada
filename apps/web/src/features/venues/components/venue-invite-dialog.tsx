import { zodResolver } from '@hookform/resolvers/zod'
import { languages, venueInvitationInputSchema, type Language, type Venue } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { TextField } from '@/components/form-fields'
import { FormDialog } from '@/components/form-dialog'
import { SelectField } from '@/components/select-field'
import { StrongText } from '@/components/strong-text'
import { useDateFormats } from '@/hooks/use-date-formats'
import { useDialogSave } from '@/hooks/use-dialog-save'
import { useInviteToVenue } from '../api/venue-invitation-requests'

/**
 * An admin invites an email address to a venue (docs/decisions/056): the server emails a one-time link, in the
 * language chosen here (the console's to begin with), that makes the customer's account or asks its owner to sign in.
 */
export function VenueInviteDialog({ venue, open, onOpenChange }: DialogOpenProps & { venue: Venue }) {
  const { t, i18n } = useTranslation()
  const { dateTime } = useDateFormats()
  const consoleLanguage: Language = i18n.language.startsWith('en') ? 'en' : 'vi'
  const form = useForm({
    resolver: zodResolver(venueInvitationInputSchema),
    defaultValues: { email: '', language: consoleLanguage },
  })
  const invite = useDialogSave({
    form,
    mutation: useInviteToVenue(),
    failure: (reason) => ({ title: t('venueInvitations.toast.failed'), description: reason }),
    saved: (sent) => ({
      title: t('venueInvitations.toast.sent', { email: sent.email }),
      description: t('venueInvitations.toast.sentDetail', { date: dateTime(sent.expiresAt) }),
    }),
    onOpenChange,
  })
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('venueInvitations.dialog.title')}
      description={<StrongText i18nKey="venueInvitations.dialog.description" values={{ venue: venue.name }} />}
      form={form}
      onSubmit={form.handleSubmit((body) => invite.save({ venueId: venue.id, body }))}
      pending={invite.pending}
      width="narrow"
      layout="grid gap-4"
      submitLabel={t('venueInvitations.dialog.submit')}
    >
      <TextField
        control={form.control}
        name="email"
        type="email"
        autoComplete="off"
        label={t('venueInvitations.dialog.email')}
      />
      <SelectField
        control={form.control}
        name="language"
        label={t('venueInvitations.dialog.language')}
        options={languages.map((language) => ({ value: language, label: t(`language.${language}`), lang: language }))}
      />
    </FormDialog>
  )
}
