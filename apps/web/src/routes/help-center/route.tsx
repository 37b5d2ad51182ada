import { createFileRoute } from '@tanstack/react-router'
import { HelpCenterLayout } from '@/features/help-center/components/help-center-layout'

/**
 * Readable signed out too (ADR 025): the 503 page and an operator who cannot sign in link here. Who the reader is
 * gets decided in the layout, which loads with the Help Center, not in a beforeLoad the sign-in page would carry.
 */
export const Route = createFileRoute('/help-center')({ component: HelpCenterLayout })
