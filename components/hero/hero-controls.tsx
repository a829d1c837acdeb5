// Previous/next buttons, one dot per slide and a polite status line for screen readers.
import { HERO_GRID_INSET } from '@/components/hero/grid-inset'
import type { HeroWords } from '@/components/hero/hero-options'
import { fill } from '@/lib/i18n/fill'

type Props = {
  titles: string[]
  active: number
  onPrevious: () => void
  onNext: () => void
  onSelect: (index: number) => void
  words: Pick<HeroWords, 'previous' | 'next' | 'show' | 'status' | 'counter'>
}

const pad = (n: number) => String(n).padStart(2, '0')

function Arrow({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`size-5 rtl:-scale-x-100 ${flip ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}

const arrowButton =
  'grid size-11 place-items-center rounded-full border border-ink/20 text-ink transition hover:border-ink hover:bg-ink hover:text-paper disabled:pointer-events-none disabled:opacity-35'

export function HeroControls({ titles, active, onPrevious, onNext, onSelect, words }: Props) {
  const count = titles.length
  return (
    <div className={`flex js-only items-center justify-between gap-4 py-4 ${HERO_GRID_INSET}`}>
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="font-display text-sm text-ink-soft tabular-nums">
          {fill(words.counter, { index: pad(active + 1), count: pad(count) })}
        </span>
        <ul className="flex items-center">
          {titles.map((title, index) => (
            <li key={`${index}-${title}`}>
              <button
                type="button"
                aria-label={fill(words.show, { index: index + 1, count })}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => onSelect(index)}
                className="group grid h-6 w-8 place-items-center"
              >
                <span className="hero-dot" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          aria-label={words.previous}
          onClick={onPrevious}
          disabled={active === 0}
          className={arrowButton}
        >
          <Arrow flip />
        </button>
        <button
          type="button"
          aria-label={words.next}
          onClick={onNext}
          disabled={active === count - 1}
          className={arrowButton}
        >
          <Arrow />
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {fill(words.status, { index: active + 1, count, title: titles[active] ?? '' })}
      </p>
    </div>
  )
}
