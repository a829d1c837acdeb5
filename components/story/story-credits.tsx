import type { CreditResult } from '@/sanity/types'

/** Who made the story: each credit's role and the person or company. */
export function StoryCredits({ credits }: { credits: CreditResult[] | null }) {
  if (!credits || credits.length === 0) return null
  return (
    <section aria-labelledby="credits" className="mx-auto max-w-3xl px-5">
      <h2
        id="credits"
        className="border-t border-ink/10 pt-8 text-xs font-semibold tracking-[0.2em] text-ink-faint uppercase"
      >
        Credits
      </h2>
      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-[auto_1fr]">
        {credits.map((credit) => (
          <div key={credit._key} className="contents">
            <dt className="text-sm text-ink-faint">{credit.title}</dt>
            <dd className="-mt-3 font-medium sm:mt-0">{credit.content}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
