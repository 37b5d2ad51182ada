import { zodResolver } from '@hookform/resolvers/zod'
import { acceptWithNewAccountSchema } from '@wifi/contract'

/** The invitation's account form's resolver, with zod and its schema: loaded when the form is first used. */
export const newAccountResolver = zodResolver(acceptWithNewAccountSchema)
