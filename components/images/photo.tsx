import type { CSSProperties } from 'react'

/** Another crop for screens matching `media` (art direction): the first that matches wins. */
export type PhotoSource = { media: string; srcSet: string; sizes: string }

export type PhotoProps = {
  src: string
  /** The widths the browser chooses from; each caller's own steps (full site or data saver). */
  srcSet?: string
  sizes: string
  width: number
  height: number
  alt: string
  /**
   * Only the page's LCP: loaded at once, at high priority. Every other photograph waits until
   * it nears the screen.
   */
  priority: boolean
  sources?: readonly PhotoSource[]
  /** Shown in the photograph's box until it arrives (its dominant colour: a few bytes). */
  color?: string
  /**
   * The layout crops the photograph to its box's shape, around the editor's hotspot (covers,
   * cards, the hero); marked so a test can tell those from photographs shown at their own shape.
   */
  cropped?: boolean
  className?: string
  /**
   * Not fetched when the page loads, even lazily, but once a script (NearPhotos) finds it near:
   * a card off to the side of a sideways row, which the browser's own lazy loading would fetch
   * up to a screen and a half away.
   */
  deferred?: boolean
}

/**
 * Every photograph on the site is drawn by this one component, whoever computes its URLs
 * (SanityImage, SaverImage, the hero's HeroPicture), but data saver's tap-to-load photograph,
 * whose file is a background so that it waits for the tap without a script: the same loading
 * rule, decoding off the main thread, placeholder and markup. Always in a <picture>: React's
 * server renderer turns a bare eager <img> into a preload hint in the page's RSC payload, which
 * every page that prefetches this one would then download. No hooks, so client components (the
 * hero slider) render it too.
 */
export function Photo({
  src,
  srcSet,
  sizes,
  width,
  height,
  alt,
  priority,
  sources = [],
  color,
  cropped = false,
  className,
  deferred = false,
}: PhotoProps) {
  // Its text is transparent (app/globals.css): a broken or slow photograph shows its colour.
  const style: CSSProperties | undefined = color ? { backgroundColor: color } : undefined
  if (deferred) {
    // Its files named but not given: only its colour until NearPhotos gives them. (No <noscript>
    // copy: a home page's twenty cards twice over took its HTML past its budget; without scripts
    // the first card of each row shows its photograph, the others their colour.)
    return (
      <picture className="contents">
        {sources.map(({ media, srcSet: files, sizes: shown }) => (
          <source key={media} media={media} sizes={shown} data-srcset={files} />
        ))}
        <img
          data-src={src}
          data-srcset={srcSet}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading="lazy"
          decoding="async"
          style={style}
          {...(cropped && { 'data-crop': 'hotspot' })}
          className={className}
        />
      </picture>
    )
  }
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.media} {...source} />
      ))}
      <img
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        // Left out rather than undefined: a server page's RSC payload spells out each undefined.
        {...(priority && { fetchPriority: 'high' })}
        decoding="async"
        style={style}
        {...(cropped && { 'data-crop': 'hotspot' })}
        className={className}
      />
    </picture>
  )
}
