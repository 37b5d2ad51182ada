// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { changePasswordSchema, type ChangePasswordInput } from '@wifi/contract'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { NewPasswordFields } from '@/components/new-password-fields'
import { Form } from '@/components/ui/form'
import { initI18n } from './i18n'

/** The change-password form's schema around the pair alone (the current password already filled in). */
function ChangePasswordPair({ onValid }: { onValid: (values: ChangePasswordInput) => void }) {
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: 'Old-secret1', newPassword: '', confirmPassword: '' },
  })
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <NewPasswordFields
          control={form.control}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          description="At least 8 characters with an uppercase letter, a lowercase letter and a number."
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  )
}

/** The texts a field's `aria-describedby` points at: its hint and, once it has one, its error. */
function descriptionOf(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids
    .map((id) => document.getElementById(id)?.textContent)
    .filter((text) => text !== undefined)
    .join(' ')
}

beforeAll(() => initI18n('en'))
afterEach(cleanup)

describe('the new-password fields', () => {
  it('ask for a new password twice, for a password manager to fill in', () => {
    render(<ChangePasswordPair onValid={vi.fn()} />)
    for (const label of ['New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label).getAttribute('autocomplete')).toBe('new-password')
    }
    expect(descriptionOf(screen.getByLabelText('New password'))).toBe(
      'At least 8 characters with an uppercase letter, a lowercase letter and a number.',
    )
  })

  it("say 'Passwords don't match' under the confirmation, and send nothing", async () => {
    const onValid = vi.fn()
    render(<ChangePasswordPair onValid={onValid} />)
    await userEvent.type(screen.getByLabelText('New password'), 'New-secret1')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-secret2')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    const confirm = screen.getByLabelText('Confirm new password')
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(confirm)).toBe("Passwords don't match")
    expect(onValid).not.toHaveBeenCalled()
  })

  it('send the pair once it matches the rules and itself', async () => {
    const onValid = vi.fn()
    render(<ChangePasswordPair onValid={onValid} />)
    await userEvent.type(screen.getByLabelText('New password'), 'New-secret1')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-secret1')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1))
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ newPassword: 'New-secret1', confirmPassword: 'New-secret1' })
  })
})
