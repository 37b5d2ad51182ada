import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/coming-soon'

export const Route = createFileRoute('/_authenticated/openwisp/')({ component: () => <ComingSoon page="openwisp" /> })
