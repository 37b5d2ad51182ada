import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '@/features/settings/components/security-page'

export const Route = createFileRoute('/_authenticated/settings/security')({ component: SecurityPage })
