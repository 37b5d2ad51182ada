import { zodResolver } from '@hookform/resolvers/zod'
import { accessPointCreateSchema, type AccessPoint, type AccessPointCreate } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import { useForm, type Control, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DialogOpenProps } from '@/components/dialog-open-props'
import { FormDialog } from '@/components/form-dialog'
import { TextField } from '@/components/form-fields'
import { SelectField } from '@/components/select-field'
import { StatusBadge } from '@/components/status-badge'
import { useCan } from '@/hooks/use-can'
import { useDialogSave } from '@/hooks/use-dialog-save'
import { accessPointEditSchema, changesOf, editValuesOf } from '../access-point-edit'
import { venueOptionsQueryOptions } from '@/lib/venue-options'
import { useCreateAccessPoint, useUpdateAccessPoint } from '../api/access-point-requests'
import { GatewayFields } from './gateway-fields'

interface AccessPointFormDialogProps extends DialogOpenProps {
  /** The access point to edit (its name and SSID); none to add one. */
  accessPoint?: AccessPoint
}

/**
 * Add or edit an access point (docs/product.md §5: name and SSID required; on edit nothing else of the device
 * changes, and the status never). Saving writes to OpenWISP first; its refusal is the failure toast, and nothing
 * changes. On edit an admin also sets the captive-portal gateway, which is the console's and not OpenWISP's.
 */
export function AccessPointFormDialog({ open, onOpenChange, accessPoint }: AccessPointFormDialogProps) {
  return accessPoint ? (
    <EditForm open={open} onOpenChange={onOpenChange} accessPoint={accessPoint} />
  ) : (
    <AddForm open={open} onOpenChange={onOpenChange} />
  )
}

function AddForm({ open, onOpenChange }: Omit<AccessPointFormDialogProps, 'accessPoint'>) {
  const { t } = useTranslation()
  const venues = useQuery(venueOptionsQueryOptions())
  const linked = (venues.data ?? []).filter((venue) => venue.openwispGroupId)
  const form = useForm<AccessPointCreate>({
    resolver: zodResolver(accessPointCreateSchema),
    defaultValues: { name: '', ssid: '', macAddress: '', venueId: '' },
  })
  const create = useDialogSave({
    form,
    mutation: useCreateAccessPoint(),
    failure: (reason) => ({ title: t('accessPoints.toast.createFailed'), description: reason }),
    saved: () => t('accessPoints.toast.created'),
    onOpenChange,
  })
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accessPoints.form.addTitle')}
      description={t('accessPoints.form.addDescription')}
      form={form}
      onSubmit={form.handleSubmit(create.save)}
      layout="grid gap-4 sm:grid-cols-2"
      pending={create.pending}
    >
      <NameAndSsidFields control={form.control} />
      <TextField
        control={form.control}
        name="macAddress"
        label={t('accessPoints.fields.macAddress')}
        placeholder="AA:BB:CC:DD:EE:FF"
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        control={form.control}
        name="venueId"
        label={t('accessPoints.fields.venue')}
        description={linked.length ? t('accessPoints.form.venueHint') : t('accessPoints.form.noLinkedVenue')}
        options={linked.map((venue) => ({ value: venue.id, label: venue.name }))}
      />
    </FormDialog>
  )
}

function EditForm({ open, onOpenChange, accessPoint }: AccessPointFormDialogProps & { accessPoint: AccessPoint }) {
  const { t } = useTranslation()
  // The gateway is the console's own setting, which only admins see and change (docs/decisions/028).
  const administers = useCan('accessPoints.administer')
  const form = useForm({
    resolver: zodResolver(accessPointEditSchema(accessPoint.hasGatewaySecret === true)),
    values: editValuesOf(accessPoint),
  })
  const update = useDialogSave({
    form,
    mutation: useUpdateAccessPoint(),
    failure: (reason) => ({ title: t('accessPoints.toast.updateFailed'), description: reason }),
    saved: () => t('accessPoints.toast.updated'),
    onOpenChange,
  })
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('accessPoints.form.editTitle')}
      description={t(administers ? 'accessPoints.form.editDescriptionAdmin' : 'accessPoints.form.editDescription')}
      form={form}
      onSubmit={form.handleSubmit((values) => update.save({ id: accessPoint.id, ...changesOf(values, accessPoint) }))}
      layout="grid gap-4 sm:grid-cols-2"
      pending={update.pending}
    >
      <NameAndSsidFields control={form.control} />
      <dl className="grid gap-1 text-sm sm:col-span-2">
        <dt className="font-medium">{t('accessPoints.fields.status')}</dt>
        <dd>
          <StatusBadge status={accessPoint.status} />
        </dd>
      </dl>
      {administers && <GatewayFields control={form.control} accessPoint={accessPoint} />}
    </FormDialog>
  )
}

/** What both adding and editing set: the name and the SSID, each with what it is for. */
function NameAndSsidFields<T extends { name: string; ssid: string }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        control={control}
        name={'name' as FieldPath<T>}
        label={t('accessPoints.fields.name')}
        description={t('accessPoints.form.nameHint')}
      />
      <TextField
        control={control}
        name={'ssid' as FieldPath<T>}
        label={t('accessPoints.fields.ssid')}
        description={t('accessPoints.form.ssidHint')}
      />
    </>
  )
}
