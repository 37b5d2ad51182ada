import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenError } from '@/features/errors/components/forbidden-error'
import { SettingsLayout } from '@/features/settings/components/settings-layout'

/** Settings and its sections; a section for admins only (Guest privacy) shows the 403 page to anyone else. */
export const Route = createFileRoute('/_authenticated/settings')({
  component: function Settings() {
    return <SettingsLayout forbidden={<ForbiddenError />} />
  },
})
