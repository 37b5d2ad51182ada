import { zodResolver } from '@hookform/resolvers/zod'
import { appearanceSchema, fonts, languages, themes, type AppearanceInput, type Language } from '@wifi/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { SelectField } from '@/components/select-field'
import { Button } from '@/components/ui/button'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { useFont } from '@/context/font-provider'
import { useTheme } from '@/context/theme-provider'
import { SettingsSection } from '@/components/layout/settings-section'
import { ThemePreview } from './theme-preview'

/** Appearance: theme, font and language, kept in this browser (vite-ui-theme, font, i18nextLng). */
export function AppearancePage() {
  const { t, i18n } = useTranslation()
  const { theme, setTheme } = useTheme()
  const { font, setFont } = useFont()
  const language = (languages.find((code) => code === i18n.resolvedLanguage) ?? 'vi') satisfies Language
  const form = useForm<AppearanceInput>({ resolver: zodResolver(appearanceSchema), values: { theme, font, language } })

  const save = form.handleSubmit(async (values) => {
    setTheme(values.theme)
    setFont(values.font)
    await i18n.changeLanguage(values.language)
    toast.success(i18n.t('toast.appearanceUpdated'))
  })

  return (
    <SettingsSection title={t('settings.appearance.title')} description={t('settings.appearance.description')}>
      <Form {...form}>
        <form onSubmit={save} className="grid gap-6" noValidate>
          <SelectField
            control={form.control}
            name="font"
            triggerClassName="w-full sm:w-64"
            label={t('settings.appearance.fontLabel')}
            description={t('settings.appearance.fontHint')}
            options={fonts.map((name) => ({
              value: name,
              label: t(`settings.appearance.fonts.${name}`),
              className: `font-${name}`,
            }))}
          />
          <FormField
            control={form.control}
            name="theme"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('settings.appearance.themeLabel')}</FormLabel>
                <FormDescription>{t('settings.appearance.themeHint')}</FormDescription>
                <FormControl>
                  <RadioGroup
                    value={field.value}
                    onValueChange={field.onChange}
                    className="grid grid-cols-3 gap-3 sm:max-w-lg"
                  >
                    {themes.map((name) => (
                      <label key={name} className="group grid cursor-pointer gap-2">
                        <ThemePreview theme={name} />
                        <span className="flex items-center justify-center gap-2 text-sm">
                          <RadioGroupItem value={name} />
                          {t(`settings.appearance.themes.${name}`)}
                        </span>
                      </label>
                    ))}
                  </RadioGroup>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <SelectField
            control={form.control}
            name="language"
            triggerClassName="w-full sm:w-64"
            label={t('language.label')}
            description={t('settings.appearance.languageHint')}
            options={languages.map((code) => ({ value: code, label: t(`language.${code}`), lang: code }))}
          />
          <Button type="submit" className="justify-self-start">
            {t('settings.appearance.submit')}
          </Button>
        </form>
      </Form>
    </SettingsSection>
  )
}
