import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/auth/components/legal-page'

export const Route = createFileRoute('/(legal)/terms')({ component: () => <LegalPage document="terms" /> })
