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
import { descriptionOf } from './support/fields'

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
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  )
}

/** Types the pair into the form and saves it; `onValid` has what the form sent, if it sent anything. */
async function submitPair(password: string, confirmation: string) {
  const onValid = vi.fn()
  render(<ChangePasswordPair onValid={onValid} />)
  await userEvent.type(screen.getByLabelText('New password'), password)
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation)
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  return onValid
}

beforeAll(() => initI18n('en'))
afterEach(cleanup)

describe('the new-password fields', () => {
  it('ask for a new password twice, for a password manager to fill in, under the one rule', () => {
    render(<ChangePasswordPair onValid={vi.fn()} />)
    for (const label of ['New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label).getAttribute('autocomplete')).toBe('new-password')
    }
    expect(descriptionOf(screen.getByLabelText('New password'))).toBe(
      'At least 8 characters with an uppercase letter, a lowercase letter and a number.',
    )
  })

  it("say 'Passwords don't match' under the confirmation, and send nothing", async () => {
    const onValid = await submitPair('New-secret1', 'New-secret2')

    const confirm = screen.getByLabelText('Confirm new password')
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(confirm)).toBe("Passwords don't match")
    expect(onValid).not.toHaveBeenCalled()
  })

  it('send the pair once it matches the rules and itself', async () => {
    const onValid = await submitPair('New-secret1', 'New-secret1')

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1))
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ newPassword: 'New-secret1', confirmPassword: 'New-secret1' })
  })
})
