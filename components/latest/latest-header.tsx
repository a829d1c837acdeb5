/** The Latest page's heading, shared by the page and its loading state. */
export function LatestHeader() {
  return (
    <header className="max-w-3xl">
      <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">Latest</p>
      <h1 className="mt-3 font-display text-4xl leading-tight font-semibold text-balance md:text-6xl">
        New photo stories, as they are published
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-ink-soft">
        The most recent stories first: each with the day it was published and how long it takes to
        read.
      </p>
    </header>
  )
}
