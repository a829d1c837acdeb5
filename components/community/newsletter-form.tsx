'use client'

// The newsletter sign-up. There is no backend yet: a valid address is only acknowledged on the
// page, nothing is sent or stored, so the confirmation promises no email.
import { useRef, useState } from 'react'

import { Input } from '@/components/forms/input'

// Deliberately loose (something@something.tld): the mail server is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Where the thanks message (its catalog text, unformatted) takes the address. */
const EMAIL_SLOT = '{email}'

/** The form's words in the page's language; `thanks` holds EMAIL_SLOT. */
export type NewsletterWords = {
  form: string
  email: string
  submit: string
  empty: string
  invalid: string
  thanks: string
}

function emailError(email: string, words: NewsletterWords): string | undefined {
  if (!email.trim()) return words.empty
  if (!EMAIL_PATTERN.test(email.trim())) return words.invalid
  return undefined
}

export function NewsletterForm({ words }: { words: NewsletterWords }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [subscribed, setSubscribed] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)

  // A form action, not an onSubmit handler: a Sign up before the page is hydrated (a slow phone,
  // a script still on its way) would post the form natively, reloading the page with the address
  // in its URL and an empty field. React's own script in the page holds such a submission and
  // replays it here once hydrated; the address is the one in the field, typed before hydration
  // or after (so not `email`, which knows only what was typed since).
  function subscribe(form: FormData) {
    const typed = String(form.get('email') ?? '')
    const problem = emailError(typed, words)
    setEmail(typed)
    setError(problem)
    setSubscribed(problem ? '' : typed.trim())
    // Back to the field, where its error is read out with it.
    if (problem) inputRef.current?.focus()
  }

  return (
    // noValidate: our own message shows under the field instead of the browser's bubble.
    <form noValidate action={subscribe} aria-label={words.form} className="max-w-xl">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          ref={inputRef}
          label={words.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
          className="flex-1"
        />
        <button
          type="submit"
          className="h-12 shrink-0 rounded-full bg-ink px-6 font-medium text-paper hover:bg-clay sm:mt-7"
        >
          {words.submit}
        </button>
      </div>
      <p aria-live="polite" className="mt-4 text-base text-ink-soft">
        {subscribed && words.thanks.replace(EMAIL_SLOT, subscribed)}
      </p>
    </form>
  )
}
