import { zodResolver } from '@hookform/resolvers/zod'
import { statuses, venueInputSchema, type Venue, type VenueBody, type VenueInput } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useCan } from '@/hooks/use-can'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { EmailListInput } from '@/components/email-list-input'
import { FormDialog } from '@/components/form-dialog'
import { PasswordField, TextField } from '@/components/form-fields'
import { SelectField } from '@/components/select-field'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { useDialogSave } from '@/hooks/use-dialog-save'
import { useCreateVenue, useUpdateVenue } from '../api/venue-requests'
import { DeviceGroupField } from './device-group-field'
import { MemberPicker } from './member-picker'

interface VenueFormDialogProps extends DialogOpenProps {
  /** The venue to edit; none to add one. */
  venue?: Venue
}

const formValues = (venue?: Venue): VenueInput => ({
  name: venue?.name ?? '',
  owner: venue?.owner ?? '',
  email: venue?.email ?? '',
  phone: venue?.phone ?? '',
  address: venue?.address ?? '',
  website: venue?.website ?? '',
  status: venue?.status ?? 'active',
  ssid: venue?.ssid ?? '',
  wifiPassword: venue?.wifiPassword ?? '',
  noticeName: venue?.noticeName ?? '',
  noticeContact: venue?.noticeContact ?? '',
  memberEmails: venue?.members?.map((member) => member.email) ?? [],
  openwispGroupId: venue?.openwispGroupId ?? null,
})

/** Add or edit a venue, with docs/product.md §5's rules and §8's toasts. */
export function VenueFormDialog({ open, onOpenChange, venue }: VenueFormDialogProps) {
  const { t } = useTranslation()
  // Admins also set the owner, the active flag and the members.
  const administers = useCan('venues.administer')
  const form = useForm({ resolver: zodResolver(venueInputSchema), values: formValues(venue) })
  const saving = {
    form,
    onOpenChange,
    // A refusal the server explained is a failed create/update; anything else (network, 5xx) is unexpected.
    unexpected: t('venues.toast.saveError'),
    failure: (reason: string) => ({
      title: venue ? t('venues.toast.updateFailed') : t('venues.toast.createFailed'),
      description: reason,
    }),
    saved: () => (venue ? t('venues.toast.updated') : t('venues.toast.created')),
  }
  const create = useDialogSave({ ...saving, mutation: useCreateVenue() })
  const update = useDialogSave({ ...saving, mutation: useUpdateVenue() })

  const submit = form.handleSubmit((values: VenueBody) => {
    if (!venue) return create.save(values)
    const { owner: _owner, status: _status, memberEmails: _members, openwispGroupId: _group, ...details } = values
    update.save({ id: venue.id, body: administers ? values : details })
  })

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={venue ? t('venues.form.editTitle') : t('venues.form.addTitle')}
      description={venue ? t('venues.form.editDescription') : t('venues.form.addDescription')}
      form={form}
      onSubmit={submit}
      // A phone's one column may be narrower than a long value (a device group's name), which is then cut.
      layout="grid grid-cols-1 gap-4 sm:grid-cols-2"
      pending={create.pending || update.pending}
    >
      <TextField control={form.control} name="name" label={t('venues.fields.name')} />
      {administers && <TextField control={form.control} name="owner" label={t('venues.fields.owner')} />}
      <TextField control={form.control} name="email" type="email" label={t('venues.fields.email')} />
      <TextField control={form.control} name="phone" type="tel" label={t('venues.fields.phone')} />
      <TextField
        control={form.control}
        name="website"
        type="url"
        label={t('venues.fields.website')}
        placeholder="https://"
      />
      <div className="sm:col-span-2">
        <TextField control={form.control} name="address" label={t('venues.fields.address')} />
      </div>
      <TextField
        control={form.control}
        name="ssid"
        label={t('venues.fields.ssid')}
        description={t('venues.form.ssidHint')}
      />
      <PasswordField
        control={form.control}
        name="wifiPassword"
        autoComplete="off"
        label={t('venues.fields.wifiPassword')}
        description={t('venues.form.wifiPasswordHint')}
      />
      {/* The venue's own name and contact in its guests' privacy notice, beside the operator's (ADR 033). */}
      <TextField
        control={form.control}
        name="noticeName"
        label={t('venues.fields.noticeName')}
        description={t('venues.form.noticeNameHint')}
      />
      <TextField
        control={form.control}
        name="noticeContact"
        label={t('venues.fields.noticeContact')}
        description={t('venues.form.noticeContactHint')}
      />
      {administers && (
        <>
          <SelectField
            control={form.control}
            name="status"
            label={t('venues.fields.status')}
            options={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          />
          <DeviceGroupField control={form.control} />
          <FormField
            control={form.control}
            name="memberEmails"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>{t('venues.fields.members')}</FormLabel>
                <FormControl>
                  <EmailListInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
                </FormControl>
                <FormDescription>{t('venues.form.membersHint')}</FormDescription>
                <MemberPicker value={field.value ?? []} onChange={field.onChange} />
                <FormMessage />
              </FormItem>
            )}
          />
        </>
      )}
    </FormDialog>
  )
}
