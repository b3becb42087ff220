import { defineTranslations } from '@pesa/shared'
import type { MapTexts } from './fi'

export const mapTexts = defineTranslations<MapTexts>('map', {
  fi: () => import(/* webpackChunkName: "i18n-map-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-map-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-map-en" */ './en')
})

export const useMapTexts = mapTexts.useTranslation
