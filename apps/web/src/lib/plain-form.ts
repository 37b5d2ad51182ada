import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { UseFormSetError } from 'react-hook-form'

/** A check of the whole form: the values it turns them into, or a message key per field that fails. */
export type PlainValidation<Values> = (
  values: Values,
) => Promise<{ values: Values; errors?: undefined } | { errors: Partial<Record<keyof Values, string>> }>

/**
 * The sign-in page's forms without react-hook-form (about 15 KB of its first load, docs/decisions/030), behaving as
 * the console's forms do with it: checked on submit, the first failing field focused, each field checked again as it
 * changes once the form was submitted, and the server's field errors put under their fields (`setError`). Every other
 * form stays on react-hook-form.
 */
export function usePlainForm<Values extends Record<string, string>>({
  defaultValues,
  validate,
}: {
  defaultValues: Values
  validate: PlainValidation<Values>
}) {
  const [values, setValues] = useState(defaultValues)
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({})
  const submitted = useRef(false)
  const inputs = useRef<Partial<Record<keyof Values, HTMLInputElement | null>>>({})
  // Field order, for the first failing field to take focus.
  const names = Object.keys(defaultValues) as (keyof Values)[]

  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value }
      setValues(next)
      if (!submitted.current) return
      void validate(next).then((result) => setErrors((shown) => ({ ...shown, [name]: result.errors?.[name] })))
    },
  })

  const handleSubmit = (onValid: (values: Values) => unknown) => async (event: FormEvent) => {
    event.preventDefault()
    submitted.current = true
    const result = await validate(values)
    if ('values' in result) {
      setErrors({})
      await onValid(result.values)
      return
    }
    const found = result.errors
    setErrors(found)
    const firstFailing = names.find((name) => found[name])
    if (firstFailing) inputs.current[firstFailing]?.focus()
  }

  // The server's field errors (lib/form-errors.ts), as react-hook-form's setError takes them.
  const setError: UseFormSetError<Values> = (name, error) => setErrors((shown) => ({ ...shown, [name]: error.message }))

  return { field, errors, handleSubmit, setError }
}
