import { MetaLine } from '@/components/meta-line'

/** What a reader is told about one photograph (the story query's photo facts). */
export type PhotoFacts = {
  caption: string | null
  credit: string | null
  place: string | null
}

/** "Kumasi, Ghana": the photograph's town or region, and the story's country. */
export function placeIn(place: string | null, country: string): string {
  return place ? `${place}, ${country}` : country
}

/**
 * Under a photograph: its caption, then who took it and where. Nothing at all when the editor
 * has given none of them (the country alone is already in the story's facts).
 */
export function PhotoCaption({
  photo,
  country,
  className,
}: {
  photo: PhotoFacts
  country: string
  className?: string
}) {
  if (!photo.caption && !photo.credit && !photo.place) return null
  return (
    <figcaption className={`text-sm leading-relaxed text-ink-soft ${className ?? ''}`}>
      {photo.caption && <span className="block text-ink">{photo.caption}</span>}
      <MetaLine
        className="text-ink-faint"
        items={[
          photo.credit && `Photograph by ${photo.credit}`,
          photo.place && placeIn(photo.place, country),
        ]}
      />
    </figcaption>
  )
}
