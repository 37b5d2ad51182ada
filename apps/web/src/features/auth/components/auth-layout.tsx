import type { ReactNode } from 'react'
import { LanguageSwitcher } from '@/components/language-switcher'
import { useDocumentTitleWith } from '@/hooks/use-document-title-with'
import { useSignInText } from '@/lib/sign-in-text'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { WifiIcon } from '@/components/ui/line-icons'

interface AuthLayoutProps {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}

/**
 * The frame of the public authentication pages: brand, a card with the form, and a language switch. Its own words
 * are the sign-in page's texts, so it speaks before i18next has loaded (docs/decisions/030).
 */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  const { t } = useSignInText()
  useDocumentTitleWith(title, t('appName'))
  return (
    <div className="relative flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <div className="absolute top-3 right-3">
        <LanguageSwitcher />
      </div>
      <div className="mb-6 flex items-center gap-2 text-lg font-semibold">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <WifiIcon className="size-5" />
        </span>
        {t('appName')}
      </div>
      <main className="w-full max-w-[420px]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && (
            <CardFooter className="flex-col gap-2 text-center text-sm text-muted-foreground">{footer}</CardFooter>
          )}
        </Card>
      </main>
    </div>
  )
}
