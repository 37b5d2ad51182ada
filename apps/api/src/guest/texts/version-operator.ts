import type { GuestOperator } from '@wifi/contract'
import type { GuestTextRow } from '../../db/schema.ts'

type OperatorColumns = Pick<
  GuestTextRow,
  'operatorName' | 'operatorAddress' | 'operatorEmail' | 'operatorPhone' | 'operatorContact'
>

/** The operator a version names, as it was when the version was published. */
export const operatorOf = (row: OperatorColumns): GuestOperator => ({
  name: row.operatorName,
  address: row.operatorAddress,
  email: row.operatorEmail,
  phone: row.operatorPhone,
  contact: row.operatorContact,
})

/** The columns that keep a version's operator. */
export const operatorColumns = (operator: GuestOperator) => ({
  operatorName: operator.name,
  operatorAddress: operator.address,
  operatorEmail: operator.email,
  operatorPhone: operator.phone,
  operatorContact: operator.contact,
})
