'use client'

// Shown when rendering fails (e.g. the content service is down and nothing is cached yet).
export default function Error({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return (
    <section className="mx-auto max-w-3xl px-5 py-28 text-center md:px-8">
      <p className="text-sm font-semibold tracking-[0.2em] text-clay uppercase">Something broke</p>
      <h1 className="mt-4 font-display text-4xl font-semibold md:text-6xl">
        We could not load this page
      </h1>
      <p className="mt-6 text-lg text-ink-soft">
        The stories are safe; the service that serves them did not answer. Try again in a moment.
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-10 rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
      >
        Try again
      </button>
    </section>
  )
}
