// use-intl checks every key and argument against English's catalog, and every locale against ours.
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages'

declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
