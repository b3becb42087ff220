import { defineTranslations } from '@pesa/shared'
import type { MessagesTexts } from './fi'

export const messagesTexts = defineTranslations<MessagesTexts>('messages', {
  fi: () => import(/* webpackChunkName: "i18n-messages-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-messages-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-messages-en" */ './en')
})

export const useMessagesTexts = messagesTexts.useTranslation
