import type { VenueInput } from '@wifi/contract'
import { useQuery } from '@tanstack/react-query'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { errorMessage } from '@/lib/error-message'
import { deviceGroupsQueryOptions } from '../api/device-groups'

/** Radix Select items cannot have an empty value; this one stands for "no group". */
const notLinked = 'none'

/** The OpenWISP device group whose devices are the venue's access points (admins only). */
export function DeviceGroupField({ control }: { control: Control<VenueInput> }) {
  const { t } = useTranslation()
  const groups = useQuery(deviceGroupsQueryOptions())
  return (
    <FormField
      control={control}
      name="openwispGroupId"
      render={({ field }) => {
        const value = field.value || notLinked
        const known = groups.data?.some((group) => group.id === value) ?? false
        return (
          <FormItem className="sm:col-span-2">
            <FormLabel>{t('venues.fields.openwispGroup')}</FormLabel>
            <Select
              value={value}
              onValueChange={(next) => field.onChange(next === notLinked ? null : next)}
              disabled={groups.isPending}
            >
              <FormControl>
                <SelectTrigger className="w-full">
                  <SelectValue placeholder={t('venues.form.groupsLoading')} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                <SelectItem value={notLinked}>{t('venues.form.groupNone')}</SelectItem>
                {value !== notLinked && !known && <SelectItem value={value}>{value}</SelectItem>}
                {groups.data?.map((group) => (
                  <SelectItem key={group.id} value={group.id}>
                    {group.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormDescription>
              {groups.isError
                ? t('venues.form.groupsUnavailable', { reason: errorMessage(groups.error, t) })
                : t('venues.form.groupHint')}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}
