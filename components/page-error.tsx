'use client'

import { useClientWords } from '@/components/client-words'

// Shown when rendering a page fails (e.g. the content service is down and nothing is cached yet),
// in the page's language (the root layout hands it its words); each error.tsx of app/(site).
export function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const words = useClientWords().error
  return (
    <section className="mx-auto max-w-3xl px-5 py-28 text-center md:px-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">{words.eyebrow}</p>
      <h1 className="mt-4 font-display text-4xl font-semibold md:text-6xl">{words.title}</h1>
      <p className="mt-6 text-lg text-ink-soft">{words.text}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-10 rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
      >
        {words.retry}
      </button>
    </section>
  )
}
