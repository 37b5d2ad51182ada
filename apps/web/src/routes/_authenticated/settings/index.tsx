import { createFileRoute } from '@tanstack/react-router'
import { currentUserQueryOptions } from '@/lib/current-user'
import { ProfilePage } from '@/features/settings/components/profile-page'

export const Route = createFileRoute('/_authenticated/settings/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
  component: ProfilePage,
})
