'use client'

import { useState, useSyncExternalStore } from 'react'

import { ExternalLink } from '@/components/external-link'
import { fill } from '@/lib/i18n/fill'
import { shareLinks } from '@/lib/share-links'

/** In the page's language; `copyThis` is raw catalog text with `{url}` (lib/i18n/fill.ts). */
export type ShareWords = {
  share: string
  copy: string
  copied: string
  copyThis: string
  newTab: string
}

type Props = { url: string; title: string; words: ShareWords }

const noSubscription = () => () => {}
type Ability = 'none' | 'share' | 'copy'

/** What this browser can do: nothing yet (server HTML, hydration), its share sheet, or copy. */
function useShareAbility(): Ability {
  return useSyncExternalStore<Ability>(
    noSubscription,
    () => (typeof navigator.share === 'function' ? 'share' : 'copy'),
    () => 'none',
  )
}

const buttonClass =
  'rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:border-ink/40 hover:bg-paper-deep'

/**
 * Share a story: the phone's own share sheet where the browser has the Web Share API; elsewhere
 * a copy-link button and plain links to WhatsApp, X and Facebook (the links alone without
 * JavaScript).
 */
export function ShareStory({ url, title, words }: Props) {
  const ability = useShareAbility()
  const [copied, setCopied] = useState(false)
  const [failed, setFailed] = useState(false)

  if (ability === 'share') {
    return (
      <button
        type="button"
        className={buttonClass}
        onClick={() => {
          // A reader who closes the sheet rejects the promise: nothing to report.
          navigator.share({ title, url }).catch(() => {})
        }}
      >
        {words.share}
      </button>
    )
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      setFailed(true)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {ability === 'copy' && (
        <button type="button" className={buttonClass} onClick={copy}>
          {words.copy}
        </button>
      )}
      {shareLinks(url, title).map((link) => (
        <ExternalLink
          key={link.label}
          href={link.href}
          className={buttonClass}
          newTab={words.newTab}
        >
          {link.label}
        </ExternalLink>
      ))}
      <p role="status" className="w-full text-sm text-ink-soft">
        {copied ? words.copied : failed ? fill(words.copyThis, { url }) : ''}
      </p>
    </div>
  )
}
