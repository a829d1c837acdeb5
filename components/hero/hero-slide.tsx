import type { ReactNode } from 'react'

import type { HeroSlide as HeroSlideData } from '@/components/hero/hero-options'
import { HERO_GRID_INSET } from '@/components/hero/grid-inset'
import { SiteLink } from '@/components/site-link'
import { fill } from '@/lib/i18n/fill'

type Props = {
  slide: HeroSlideData
  subtitle: string | undefined
  buttonLabel: string
  /** Raw `hero.link` text, "{label}: {title}": the button's accessible name. */
  linkLabel: string
  /** Its photograph (HeroPicture), once it is to load (hero-slider.tsx decides when). */
  picture: ReactNode
}

/**
 * One story and its photograph. From 768 px the text sits on the banner, over a light scrim
 * (enough for white text, little of the picture lost), aligned with the page's content; on a
 * phone it goes under the photograph, which then shows whole. Its parts are utilities
 * (app/globals.css): the home page's HTML repeats them on every slide.
 */
export function HeroSlide({ slide, subtitle, buttonLabel, linkLabel, picture }: Props) {
  const { image } = slide
  return (
    // Its shapes per screen width are those HERO_CROPS and HERO_IMAGE (lib/hero-size.ts) crop to.
    <article className="hero-slide">
      <div
        className="hero-media"
        style={
          image?.lqip
            ? { backgroundImage: `url(${image.lqip})` }
            : image?.color
              ? { backgroundColor: image.color }
              : undefined
        }
      >
        {/* Not loaded yet: the slider loads it as its slide comes near (without scripts, its
            colour and title stay, and its link: a copy in <noscript> took the home page's HTML
            past its budget). */}
        {picture}
      </div>
      <div aria-hidden="true" className="hero-scrim-up" />
      <div aria-hidden="true" className="hero-scrim-side" />
      {/* A column whose button sits at its foot: slides of one height (the tallest's) end alike,
          with no empty band under a shorter one's button. */}
      <div className={`hero-text ${HERO_GRID_INSET}`}>
        {(subtitle || slide.languageMark) && (
          <p className="hero-kicker">
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
        <h2 {...slide.text} className="hero-title">
          {slide.title}
        </h2>
        <p {...slide.text} className="hero-summary">
          {slide.description}
        </p>
        <SiteLink
          href={slide.href}
          // Every slide has this label: the title tells the links apart for screen readers.
          aria-label={fill(linkLabel, { label: buttonLabel, title: slide.title })}
          className="hero-button"
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
