import type { Passkey } from '@wifi/contract'
import { KeyRound } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '@/components/layout/panel'
import { Loaded } from '@/components/loaded'
import { SkeletonStack } from '@/components/skeleton-stack'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { formatDateTime } from '@/lib/console-dates'
import { browserHasPasskeys } from '@/lib/webauthn'
import { usePasskeys } from '@/lib/passkeys'
import { ConfirmPasskeyDialog } from '@/components/second-factors/confirm-again-dialogs'
import { PasskeyNameDialog } from './passkey-name-dialog'
import { RemovePasskeyDialog } from './remove-passkey-dialog'

/** A passkey's buttons, in their order on its row. */
const actionOrder = ['confirm', 'rename', 'remove'] as const

/**
 * Settings → Security: the user's passkeys (docs/decisions/038), each named, with when it was added and last used;
 * add one (a name, then the browser's prompt), rename one, or remove one with the password. A passkey a password reset
 * set aside signs in again once confirmed with the password (docs/decisions/045).
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
  const [confirming, setConfirming] = useState<Passkey>()
  const [confirmOpen, setConfirmOpen] = useState(false)
  // A removed passkey's row, or a confirmed one's Confirm button, is gone: focus then goes to the heading, never to the
  // page's start.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const buttonGone = useRef(false)
  const focusHeadingIfButtonGone = (event: Event, otherwise?: (event: Event) => void) => {
    if (!buttonGone.current) return otherwise?.(event)
    buttonGone.current = false
    event.preventDefault()
    headingRef.current?.focus()
  }
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
  const confirm = (passkey: Passkey) => {
    setConfirming(passkey)
    setConfirmOpen(true)
  }
  const actions = { confirm, rename, remove }

  return (
    <Panel
      title={t('settings.passkeys.title')}
      description={t('settings.passkeys.description')}
      headingRef={headingRef}
    >
      <Loaded
        query={passkeys}
        placeholder={<SkeletonStack heights={['h-16']} />}
        loadFailed={t('settings.passkeys.loadFailed')}
        failedClassName="text-sm"
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {t('settings.passkeys.empty')}
            </p>
          ) : (
            <ul className="grid gap-2">
              {items.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                  <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                  {/* At least 14rem wide: on a phone the buttons move under the name rather than squeezing it. */}
                  <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
                    <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                      {passkey.name}
                      {passkey.needsConfirmation && (
                        <Badge variant="outline">{t('settings.passkeys.awaitingConfirmation')}</Badge>
                      )}
                    </p>
                    {passkey.needsConfirmation && (
                      <p className="text-sm text-muted-foreground">{t('settings.passkeys.awaitingDescription')}</p>
                    )}
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
                  <div className="flex flex-wrap gap-2">
                    {/* Confirm only for a passkey a password reset set aside. */}
                    {actionOrder
                      .filter((action) => action !== 'confirm' || passkey.needsConfirmation)
                      .map((action) => (
                        <Button
                          key={action}
                          variant={action === 'confirm' ? 'default' : 'outline'}
                          size="sm"
                          aria-label={t(`settings.passkeys.${action}Label`, { name: passkey.name })}
                          onClick={() => actions[action](passkey)}
                        >
                          {t(`settings.passkeys.${action}`)}
                        </Button>
                      ))}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>

      {supported ? (
        <Button variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
          {t('settings.passkeys.add')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('common:passkeys.problems.unsupported')}</p>
      )}

      <PasskeyNameDialog open={adding} onOpenChange={setAdding} />
      <PasskeyNameDialog open={renameOpen} onOpenChange={setRenameOpen} passkey={renaming} />
      <ConfirmPasskeyDialog
        open={confirmOpen}
        passkey={confirming}
        onClose={() => setConfirmOpen(false)}
        onConfirmed={() => {
          buttonGone.current = true
          setConfirmOpen(false)
        }}
        onCloseAutoFocus={(event) => focusHeadingIfButtonGone(event)}
      />
      <RemovePasskeyDialog
        open={removeOpen}
        passkey={removing}
        onClose={() => setRemoveOpen(false)}
        onRemoved={() => (buttonGone.current = true)}
        onCloseAutoFocus={(event) => focusHeadingIfButtonGone(event, returnFromRemove)}
      />
    </Panel>
  )
}
