import { defineTranslations } from '@pesa/shared'
import type { PersonalErrorCode, PersonalTexts } from './fi'

export const personalTexts = defineTranslations<PersonalTexts>('personal', {
  fi: () => import(/* webpackChunkName: "i18n-personal-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-personal-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-personal-en" */ './en')
})

export const usePersonalTexts = personalTexts.useTranslation

/** The area's text for a refusal it explains; some name the address the refusal is about. */
export function errorText(texts: PersonalTexts['errors'], code: PersonalErrorCode, address: string): string {
  const text = texts[code]
  return typeof text === 'function' ? text(address) : text
}
