import type { AdAssignResult, AdUnassignResult } from '@wifi/contract'
import type { TFunction } from 'i18next'

export interface ToastText {
  message: string
  description?: string
}

/**
 * The success toast of an assignment, with its counts: how many ads are newly assigned, and how many of the
 * selected already were (the server counts both). When none is new, the toast says that rather than "Assigned 0".
 */
export function assignedToast({ assigned, alreadyAssigned }: AdAssignResult, venue: string, t: TFunction): ToastText {
  if (assigned === 0) return { message: t('venueAds.toast.nothingAssigned', { count: alreadyAssigned, venue }) }
  return {
    message: t('venueAds.toast.assigned', { count: assigned, venue }),
    description: alreadyAssigned > 0 ? t('venueAds.toast.alreadyAssigned', { count: alreadyAssigned }) : undefined,
  }
}

/** The success toast of an unassignment, likewise: how many were removed, and how many were not assigned. */
export function unassignedToast({ unassigned, notAssigned }: AdUnassignResult, venue: string, t: TFunction): ToastText {
  if (unassigned === 0) return { message: t('venueAds.toast.nothingUnassigned', { count: notAssigned, venue }) }
  return {
    message: t('venueAds.toast.unassigned', { count: unassigned, venue }),
    description: notAssigned > 0 ? t('venueAds.toast.notAssigned', { count: notAssigned }) : undefined,
  }
}
