// Every language's catalog of the interface's words, one JSON file each (lib/i18n/messages/),
// keyed as English's: tests/unit/lib/i18n/messages.test.ts fails on a key missing, extra or
// unused in any language, or on a message whose arguments differ from English's.
import type { Locale } from '@/lib/i18n/locales'

import am from '@/lib/i18n/messages/am.json' with { type: 'json' }
import ar from '@/lib/i18n/messages/ar.json' with { type: 'json' }
import en from '@/lib/i18n/messages/en.json' with { type: 'json' }
import fr from '@/lib/i18n/messages/fr.json' with { type: 'json' }
import pt from '@/lib/i18n/messages/pt.json' with { type: 'json' }
import ha from '@/lib/i18n/messages/ha.json' with { type: 'json' }
import sw from '@/lib/i18n/messages/sw.json' with { type: 'json' }
import yo from '@/lib/i18n/messages/yo.json' with { type: 'json' }

export type Messages = typeof en

export const MESSAGES = { en, fr, pt, ar, sw, ha, am, yo } as const satisfies Record<
  Locale,
  Messages
>
