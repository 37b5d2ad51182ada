import { createFileRoute } from '@tanstack/react-router'
import { HelpCenterIndex } from '@/features/help-center/components/help-center-index'

export const Route = createFileRoute('/help-center/')({
  // A plain function, not a schema: the route tree loads with the sign-in page, and this keeps it a few bytes.
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {},
  component: function HelpCenter() {
    return <HelpCenterIndex query={Route.useSearch().q ?? ''} />
  },
})
