/**
 * A strong second factor's state (docs/decisions/045): it signs in ('usable'), a password reset set it aside until its
 * owner confirms it again ('awaiting-confirmation'), or the user has none.
 */
export type FactorState = 'usable' | 'awaiting-confirmation' | 'none'

/** The state of the factor a query found (its row, or nothing). */
export const factorState = (row: { needsConfirmation: boolean } | undefined): FactorState =>
  row === undefined ? 'none' : row.needsConfirmation ? 'awaiting-confirmation' : 'usable'
