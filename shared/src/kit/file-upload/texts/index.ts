import { defineTranslations } from '@pesa/shared'
import type { FileUploadTexts } from './fi'

export const fileUploadTexts = defineTranslations<FileUploadTexts>('kit-file-upload', {
  fi: () => import(/* webpackChunkName: "i18n-kit-file-upload-fi" */ './fi'),
  sv: () => import(/* webpackChunkName: "i18n-kit-file-upload-sv" */ './sv'),
  en: () => import(/* webpackChunkName: "i18n-kit-file-upload-en" */ './en')
})

export type { FileUploadTexts }
