import { createFileRoute } from '@tanstack/react-router'
import { GuestPolicyPage } from '@/features/guest-policy/components/guest-policy-page'
import { requirePermission } from '@/lib/route-access'

/** Settings → Guest access policy, admins only: the settings layout shows anyone else the 403 page here. */
export const Route = createFileRoute('/_authenticated/settings/guest-policy')({
  beforeLoad: requirePermission('guestPrivacy.administer'),
  component: GuestPolicyPage,
})
