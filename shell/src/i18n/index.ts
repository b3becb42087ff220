import { defineTranslations } from '@pesa/shared'
import type { ShellTexts } from './fi'

export const shellTexts = defineTranslations<ShellTexts>('shell', {
  fi: () => import(/* webpackChunkName: "i18n-shell-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-shell-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-shell-en" */ './en')
})

export const useShellTexts = shellTexts.useTranslation
