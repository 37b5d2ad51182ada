import { signInSchema, type SignInInput } from '@wifi/contract'
import type { PlainValidation } from '@/lib/plain-form'

/**
 * A contract schema as the sign-in page's forms check with it (lib/plain-form.ts): the parsed values, or the first
 * message key per field, as react-hook-form's zod resolver gave them. Loaded with the form's first use, with zod.
 */
const validationOf =
  <Values extends Record<string, string>>(schema: {
    safeParse: (
      values: Values,
    ) =>
      | { success: true; data: Values }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  }): PlainValidation<Values> =>
  async (values) => {
    const parsed = schema.safeParse(values)
    if (parsed.success) return { values: parsed.data }
    const errors: Partial<Record<keyof Values, string>> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Values
      errors[field] ??= issue.message
    }
    return { errors }
  }

export const signInValidation = validationOf<SignInInput>(signInSchema)
