import { gatewayKinds, type AccessPoint } from '@wifi/contract'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from '@/components/form-fields'
import { SelectField } from '@/components/select-field'
import type { AccessPointEdit } from '../access-point-edit'

/**
 * Admins: the captive-portal gateway the access point runs and the secret it shares with the console. The secret is
 * write-only: the console never shows it back, only whether one is set.
 */
export function GatewayFields({
  control,
  accessPoint,
}: {
  control: Control<AccessPointEdit, unknown, unknown>
  accessPoint: AccessPoint
}) {
  const { t } = useTranslation()
  const isSet = accessPoint.hasGatewaySecret === true
  return (
    <fieldset className="grid gap-4 border-t pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="float-left mb-1 text-sm font-medium sm:col-span-2">
        {t('accessPoints.gatewayForm.title')}
      </legend>
      <p className="text-sm text-muted-foreground sm:col-span-2">{t('accessPoints.gatewayForm.intro')}</p>
      <SelectField
        control={control}
        name="gatewayKind"
        label={t('accessPoints.gatewayForm.kind')}
        placeholder={t('accessPoints.gatewayForm.kindNone')}
        options={gatewayKinds.map((kind) => ({ value: kind, label: t(`accessPoints.gateway.${kind}`) }))}
      />
      <PasswordField
        control={control}
        name="gatewaySecret"
        label={t('accessPoints.gatewayForm.secret')}
        labelAside={
          <span className="text-xs text-muted-foreground">
            {t(isSet ? 'accessPoints.gatewayForm.secretSet' : 'accessPoints.gatewayForm.secretNotSet')}
          </span>
        }
        description={t(isSet ? 'accessPoints.gatewayForm.secretKeepHint' : 'accessPoints.gatewayForm.secretHint')}
        autoComplete="new-password"
        spellCheck={false}
      />
    </fieldset>
  )
}
