import type { ImageLoaderProps } from 'next/image'

// next/image's `images.loaderFile`: it runs in the browser too, so no env and no node imports.
// `src` is a URL urlForImage built (absolute CDN or relative /sample-images); the image
// pipeline resizes, so each srcset width only rewrites the query.

// A value of undefined is a bare flag (`?dl`), written back without '='.
type Param = [key: string, value: string | undefined]

function readParams(query: string): Param[] {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair): Param => {
      const at = pair.indexOf('=')
      return at === -1 ? [pair, undefined] : [pair.slice(0, at), pair.slice(at + 1)]
    })
}

function setParam(params: Param[], key: string, value: string): Param[] {
  return params.some(([k]) => k === key)
    ? params.map(([k, v]): Param => [k, k === key ? value : v])
    : [...params, [key, value]]
}

/**
 * A srcset of `src` at each of `widths`, its shape kept: for images next/image does not draw.
 * `quality` replaces the URL's own (data saver mode's lower one).
 */
export function srcSetFor(src: string, widths: readonly number[], quality?: number): string {
  return widths.map((width) => `${sanityImageLoader({ src, width, quality })} ${width}w`).join(', ')
}

/** The URLs of a srcset srcSetFor wrote (a URL holds commas, never a comma and a space). */
export function srcSetUrls(srcSet: string): string[] {
  return srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? '')
}

export default function sanityImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const hashAt = src.indexOf('#')
  const withoutHash = hashAt === -1 ? src : src.slice(0, hashAt)
  const queryAt = withoutHash.indexOf('?')
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt)
  // Params are kept as written (rect=0,0,10,10 stays unescaped) so URLs stay cache-identical.
  // next/image already asks for 2x widths on dense screens, so a built-in dpr would double them.
  let params = readParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1)).filter(
    ([key]) => key !== 'dpr',
  )

  const w = Number(params.find(([key]) => key === 'w')?.[1])
  const h = Number(params.find(([key]) => key === 'h')?.[1])
  params = setParam(params, 'w', String(width))
  // Keep the crop's aspect ratio when the URL fixes both sides.
  if (w > 0 && h > 0) {
    params = setParam(params, 'h', String(Math.max(1, Math.round((h * width) / w))))
  }
  if (quality !== undefined) params = setParam(params, 'q', String(quality))

  const query = params.map(([key, value]) => (value === undefined ? key : `${key}=${value}`))
  return `${path}?${query.join('&')}`
}
