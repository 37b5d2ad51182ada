import type { Passkey } from '@wifi/contract'
import { KeyRound } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { formatDateTime } from '@/lib/console-dates'
import { browserHasPasskeys } from '@/lib/webauthn'
import { usePasskeys } from '../api/passkey-requests'
import { PasskeyNameDialog } from './passkey-name-dialog'
import { RemovePasskeyDialog } from './remove-passkey-dialog'

/**
 * Settings → Security: the user's passkeys (docs/decisions/038), each named, with when it was added and last used;
 * add one (a name, then the browser's prompt), rename one, or remove one with the password.
 */
export function PasskeysPanel() {
  const { t, i18n } = useTranslation()
  const passkeys = usePasskeys()
  const [adding, setAdding] = useState(false)
  const [renaming, setRenaming] = useState<Passkey>()
  const [renameOpen, setRenameOpen] = useState(false)
  const [removing, setRemoving] = useState<Passkey>()
  const [removeOpen, setRemoveOpen] = useState(false)
  const returnFromRemove = useReturnFocus(removeOpen)
  // A removed passkey's row, and its buttons, are gone: focus then goes to the heading, never to the page's start.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const removed = useRef(false)
  const supported = browserHasPasskeys()

  const dateTime = (iso: string) => formatDateTime(iso, i18n.language)
  const rename = (passkey: Passkey) => {
    setRenaming(passkey)
    setRenameOpen(true)
  }
  const remove = (passkey: Passkey) => {
    setRemoving(passkey)
    setRemoveOpen(true)
  }

  return (
    <section aria-labelledby="passkeys-heading" className="grid gap-4">
      <div>
        <h3 id="passkeys-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {t('settings.passkeys.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('settings.passkeys.description')}</p>
      </div>

      {passkeys.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-16" />
        </div>
      ) : passkeys.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          {t('settings.passkeys.loadFailed')}
          <Button variant="outline" size="sm" onClick={() => void passkeys.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : passkeys.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {t('settings.passkeys.empty')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {passkeys.data.items.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
              <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              {/* At least 14rem wide: on a phone the buttons move under the name rather than squeezing it. */}
              <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
                <p className="font-medium break-words">{passkey.name}</p>
                {/* One detail per line on a phone, both on one line from 640 px. */}
                <p className="text-sm text-muted-foreground">
                  <span className="block sm:inline sm:after:content-['_·_']">
                    {t('settings.passkeys.addedAt', { when: dateTime(passkey.createdAt) })}
                  </span>
                  <span className="block sm:inline">
                    {passkey.lastUsedAt
                      ? t('settings.passkeys.lastUsed', { when: dateTime(passkey.lastUsedAt) })
                      : t('settings.passkeys.neverUsed')}
                  </span>
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('settings.passkeys.renameLabel', { name: passkey.name })}
                  onClick={() => rename(passkey)}
                >
                  {t('settings.passkeys.rename')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('settings.passkeys.removeLabel', { name: passkey.name })}
                  onClick={() => remove(passkey)}
                >
                  {t('settings.passkeys.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {supported ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
          {t('settings.passkeys.add')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('common:passkeys.problems.unsupported')}</p>
      )}

      <PasskeyNameDialog open={adding} onOpenChange={setAdding} />
      <PasskeyNameDialog open={renameOpen} onOpenChange={setRenameOpen} passkey={renaming} />
      <RemovePasskeyDialog
        open={removeOpen}
        passkey={removing}
        onClose={() => setRemoveOpen(false)}
        onRemoved={() => (removed.current = true)}
        onCloseAutoFocus={(event) => {
          if (!removed.current) return returnFromRemove(event)
          removed.current = false
          event.preventDefault()
          headingRef.current?.focus()
        }}
      />
    </section>
  )
}
