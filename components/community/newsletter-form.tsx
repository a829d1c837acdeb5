'use client'

// The newsletter sign-up. There is no backend yet: a valid address is only acknowledged on the
// page, nothing is sent or stored, so the confirmation promises no email.
import { useRef, useState, type FormEvent } from 'react'

import { Input } from '@/components/forms/input'

// Deliberately loose (something@something.tld): the mail server is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.'
  if (!EMAIL_PATTERN.test(email.trim())) return 'Enter an email address like name@example.com.'
  return undefined
}

export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [subscribed, setSubscribed] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const problem = emailError(email)
    setError(problem)
    setSubscribed(problem ? '' : email.trim())
    // Back to the field, where its error is read out with it.
    if (problem) inputRef.current?.focus()
  }

  return (
    // noValidate: our own message shows under the field instead of the browser's bubble.
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up" className="max-w-xl">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Input
          ref={inputRef}
          label="Email address"
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
          Sign up
        </button>
      </div>
      <p aria-live="polite" className="mt-4 text-base text-ink-soft">
        {subscribed &&
          `Thanks — ${subscribed} looks right. The newsletter has not launched yet, so nothing was sent or saved; please check back soon.`}
      </p>
    </form>
  )
}
