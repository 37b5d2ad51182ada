import { useQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { customerOptionsQueryOptions } from '../api/customer-options'

interface MemberPickerProps {
  value: string[]
  onChange: (emails: string[]) => void
}

/** Picks a venue's members from the customer accounts, as the alternative to typing their emails. */
export function MemberPicker({ value, onChange }: MemberPickerProps) {
  const { t } = useTranslation()
  const searchId = useId()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const deferredSearch = useDeferredValue(search)
  const customers = useQuery({ ...customerOptionsQueryOptions(deferredSearch), enabled: open })

  const toggle = (email: string, checked: boolean) =>
    onChange(checked ? [...value, email] : value.filter((member) => member !== email))

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="justify-self-start">
          <UserPlus aria-hidden />
          {t('venues.form.pickMembers')}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-80 gap-2 p-2">
        <label htmlFor={searchId} className="sr-only">
          {t('venues.form.searchCustomers')}
        </label>
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('venues.form.searchCustomers')}
          className="h-8"
        />
        <ul className="max-h-60 overflow-y-auto" aria-busy={customers.isFetching}>
          {customers.data?.items.length === 0 && (
            <li className="px-2 py-3 text-sm text-muted-foreground">{t('table.noResults')}</li>
          )}
          {customers.data?.items.map((customer) => (
            <li key={customer.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-accent">
                <Checkbox
                  checked={value.includes(customer.email)}
                  onCheckedChange={(checked) => toggle(customer.email, checked === true)}
                />
                <span className="grid min-w-0">
                  <span className="truncate">{customer.fullName}</span>
                  <span className="truncate text-xs text-muted-foreground">{customer.email}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  )
}
