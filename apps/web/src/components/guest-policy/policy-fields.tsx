import { guestPolicyFields, type GuestPolicy, type GuestPolicyField } from '@wifi/contract'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { formatCount, policyFieldLabel, policyUnits } from './policy-units'

interface PolicyFieldsProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>
  /** Where each field is in the form: `sessionMinutes`, or `default.sessionMinutes` in a form of two policies. */
  name: (field: GuestPolicyField) => FieldPath<T>
  /** The admins' limits, said under each field they limit (a customer's venue policy). */
  limits?: GuestPolicy
  /** What an empty field means here: no limit (a policy), or any value (the limits on customers). */
  emptyMeans: 'noLimit' | 'anyValue'
}

/**
 * The six fields of a guest access policy, two a row on wider screens. Each is plain text with a numeric keyboard
 * rather than a number input: Chromium's reads "5.000" as 5 and empties what it cannot read, where an operator must
 * see their text refused with the field's message (policy-text.ts reads it).
 */
export function PolicyFields<T extends FieldValues, TOutput>({
  control,
  name,
  limits,
  emptyMeans,
}: PolicyFieldsProps<T, TOutput>) {
  const { t, i18n } = useTranslation()
  const placeholder = (field: GuestPolicyField) =>
    emptyMeans === 'anyValue'
      ? t('guestPolicy.anyValue')
      : field === 'adAgainAfterHours'
        ? t('guestPolicy.everyVisit')
        : t('guestPolicy.noLimit')
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {guestPolicyFields.map((field) => {
        const limit = limits?.[field] ?? null
        return (
          <FormField
            key={field}
            control={control}
            name={name(field)}
            render={({ field: input }) => (
              <FormItem>
                <FormLabel>{policyFieldLabel(t, field)}</FormLabel>
                <FormControl>
                  <Input
                    {...input}
                    value={typeof input.value === 'string' ? input.value : ''}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={placeholder(field)}
                  />
                </FormControl>
                {limit !== null && (
                  <FormDescription>
                    {t('guestPolicy.limit', {
                      value: formatCount(limit, i18n.language),
                      unit: t(`guestPolicy.units.${policyUnits[field]}`),
                    })}
                  </FormDescription>
                )}
                <FormMessage />
              </FormItem>
            )}
          />
        )
      })}
    </div>
  )
}
