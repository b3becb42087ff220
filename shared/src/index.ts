/*
 * The runtime of @pesa/shared: one instance per page (a federation singleton), so the
 * auth state, the language and the API client settings are the same in every app.
 * Stateless helpers that each app should tree-shake live in subpaths instead
 * (@pesa/shared/validators, @pesa/shared/dates, @pesa/shared/api/<area>).
 */
import './ui/tokens.css'

export * from './api/protocol'
export {
  ApiError,
  apiRequest,
  buildUrl,
  notifyUnauthorized,
  serviceUnreachable,
  setUnauthorizedHandler,
  setUnreachableHandler,
  testHooks,
  type ApiErrorCode,
  type ApiRequest,
  type RequestOptions,
  type TestHooks
} from './api/client'
export { authStore, useAuthError, useAuthStatus, useUser, type AuthStatus } from './auth/store'
export { loginPageUrl, strongLoginUrl } from './auth/redirects'
export { notifyCountsChanged, onCountsChanged } from './counts/signal'
export {
  addToOutbox,
  onOutboxChange,
  outboxItems,
  removeFromOutbox,
  type OutboxChange,
  type OutboxItem,
  type OutboxRefusal,
  type OutboxRequest
} from './outbox/outbox'
export { isOffline, sendOutbox } from './outbox/send'
export { useShownAsOf } from './api/answer-age'
export { endSession, logOutOnClick, onSessionEnd, type SessionEndReason } from './session/end'
export { LANGS, detectLanguage, isLang, languageStore, useLanguage, type Lang } from './i18n/language'
export { defineTranslations, mergeTexts, setTextOverrides, type TextOverride, type TextOverrides, type Translations } from './i18n/translations'
export { commonTexts, useCommonTexts } from './i18n/common'
export { loadMunicipalityConfig, provideMunicipalityConfig, useMunicipalityConfig, type MunicipalityConfig } from './municipality/store'
export type { CommonTexts } from './i18n/common/fi'
export * from './ui'
export * from './area'
export { accessDecision, type Access } from './routing/access'
export { AreaRoutes, type AreaPage, type AreaPages } from './routing/AreaRoutes'
