import { defineTranslations } from '@pesa/shared'
import type { CalendarTexts } from './fi'

export const calendarTexts = defineTranslations<CalendarTexts>('calendar', {
  fi: () => import(/* webpackChunkName: "i18n-calendar-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-calendar-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-calendar-en" */ './en')
})

export const useCalendarTexts = calendarTexts.useTranslation
