// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, type Control } from 'react-hook-form'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { initI18n } from './i18n'

interface Values {
  email: string
  password: string
}

/** A required field as the console writes one: label, control, an optional description, then the message. */
function RequiredField(props: {
  control: Control<Values>
  name: keyof Values
  label: string
  requiredMessage: string
  type?: string
  description?: string
}) {
  return (
    <FormField
      control={props.control}
      name={props.name}
      rules={{ required: props.requiredMessage }}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{props.label}</FormLabel>
          <FormControl>
            <input type={props.type} {...field} />
          </FormControl>
          {props.description && <FormDescription>{props.description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** Two required fields as the console writes them: Email with no description, Password with one. */
function SignInLikeForm() {
  const form = useForm<Values>({ defaultValues: { email: '', password: '' } })
  return (
    <Form {...form}>
      <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)} noValidate>
        <RequiredField control={form.control} name="email" label="Email" requiredMessage="validation:emailRequired" />
        <RequiredField
          control={form.control}
          name="password"
          label="Password"
          requiredMessage="validation:passwordRequired"
          type="password"
          description="At least 8 characters."
        />
        <button type="submit">Send</button>
      </form>
    </Form>
  )
}

/** The texts a screen reader reads as the field's description: one per id, `null` for an id that is not there. */
const descriptions = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? null)

beforeAll(async () => {
  await initI18n('en')
})
afterEach(cleanup)

describe('a form field’s aria-describedby', () => {
  it('names only the description and message that are shown', async () => {
    render(<SignInLikeForm />)
    expect(screen.getByLabelText('Email').hasAttribute('aria-describedby')).toBe(false)
    expect(descriptions('Password')).toEqual(['At least 8 characters.'])

    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(descriptions('Email')).toEqual(['Please enter your email']))
    expect(descriptions('Password')).toEqual(['At least 8 characters.', 'Please enter your password'])

    await userEvent.type(screen.getByLabelText('Email'), 'an@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByLabelText('Email').hasAttribute('aria-describedby')).toBe(false))
    expect(descriptions('Password')).toEqual(['At least 8 characters.', 'Please enter your password'])
  })
})
