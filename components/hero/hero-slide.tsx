import type { HeroSlide as HeroSlideData } from '@/components/hero/hero-options'
import { HERO_GRID_INSET } from '@/components/hero/grid-inset'
import { HeroPicture } from '@/components/hero/hero-picture'
import { SiteLink } from '@/components/site-link'
import { fill } from '@/lib/i18n/fill'

type Props = {
  slide: HeroSlideData
  subtitle: string | undefined
  buttonLabel: string
  /** Raw `hero.link` text, "{label}: {title}": the button's accessible name. */
  linkLabel: string
  /** How its photograph loads, if yet (hero-slider.tsx decides). */
  photo: 'eager' | 'lazy' | undefined
  /** Data saver mode: the lighter photograph (HeroPicture's `saver`). */
  saver?: boolean
}

/**
 * One story and its photograph. From 768 px the text sits on the banner, over a light scrim
 * (enough for white text, little of the picture lost), aligned with the page's content; on a
 * phone it goes under the photograph, which then shows whole.
 */
export function HeroSlide({
  slide,
  subtitle,
  buttonLabel,
  linkLabel,
  photo,
  saver = false,
}: Props) {
  const { image } = slide
  return (
    // Its shapes per screen width are those HERO_CROPS and HERO_IMAGE (lib/hero-size.ts) crop to.
    <article className="relative isolate flex h-full flex-col bg-ink text-paper md:aspect-video md:flex-row md:items-end md:overflow-hidden lg:aspect-hero">
      <div
        className="relative isolate aspect-square overflow-hidden bg-cover bg-center md:absolute md:inset-0 md:-z-10 md:aspect-auto"
        style={image?.lqip ? { backgroundImage: `url(${image.lqip})` } : undefined}
      >
        {image && photo && <HeroPicture image={image} loading={photo} saver={saver} />}
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-linear-to-t from-black/70 via-black/30 to-black/0 md:block lg:via-black/20"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-linear-to-r from-black/50 via-black/15 to-transparent lg:block"
      />
      {/* A column whose button sits at its foot: slides of one height (the tallest's) end alike,
          with no empty band under a shorter one's button. */}
      <div
        className={`flex w-full flex-1 flex-col items-start pt-6 pb-8 md:block md:flex-none md:pt-24 md:pb-12 lg:max-w-[52rem] lg:pb-14 ${HERO_GRID_INSET}`}
      >
        {(subtitle || slide.languageMark) && (
          <p className="text-xs font-semibold tracking-[0.25em] text-paper/90 uppercase">
            {subtitle}
            {slide.languageMark && (
              <span data-story-language={slide.text.lang}>
                {subtitle && ' · '}
                {slide.languageMark}
              </span>
            )}
          </p>
        )}
        {/* Another language's title and summary read in their own direction, but sit on the
            page's side with the rest of the slide (right, on an Arabic page). */}
        <h2
          {...slide.text}
          className="mt-3 font-display text-3xl leading-[1.05] font-semibold text-balance md:text-5xl lg:text-6xl rtl:text-right"
        >
          {slide.title}
        </h2>
        <p
          {...slide.text}
          className="mt-4 mb-6 line-clamp-2 max-w-xl text-base leading-relaxed text-paper/90 md:mb-0 md:line-clamp-3 md:text-lg rtl:text-right"
        >
          {slide.description}
        </p>
        <SiteLink
          href={slide.href}
          // Every slide has this label: the title tells the links apart for screen readers.
          aria-label={fill(linkLabel, { label: buttonLabel, title: slide.title })}
          className="mt-auto inline-flex items-center gap-2 rounded-full bg-paper px-6 py-3 text-sm font-semibold text-ink transition hover:bg-clay hover:text-paper md:mt-8"
        >
          {buttonLabel}
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            // Pointing the way the strip reads: left on a right-to-left page.
            className="size-4 rtl:-scale-x-100"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </SiteLink>
      </div>
    </article>
  )
}
