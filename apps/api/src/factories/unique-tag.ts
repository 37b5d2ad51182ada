import { randomBytes } from 'node:crypto'

/** A short lower-case tag no other row uses: factories put it in names and emails that must be unique. */
export const uniqueTag = () => randomBytes(5).toString('hex')
