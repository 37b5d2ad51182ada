import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/coming-soon'

export const Route = createFileRoute('/_authenticated/advertisement/')({
  component: () => <ComingSoon page="advertisement" />,
})
