'use client'

import { Photo, type PhotoProps } from '@/components/images/photo'
import { stepFiles, type PhotoSteps } from '@/sanity/photo-steps'

type Props = Omit<PhotoProps, 'src' | 'srcSet' | 'width' | 'height'> & { steps: PhotoSteps }

/**
 * Photo, its srcset written from one URL and its widths where it renders. A client component for
 * its payload, not for behaviour: a server component's srcset (seven URLs of ~130 characters)
 * would be in the page's RSC payload as well as its HTML, a kilobyte a card; this way the payload
 * carries the URL once, as the hero's slides do (components/hero/hero-files.ts).
 */
export function SteppedPhoto({ steps, ...rest }: Props) {
  const { dense, ...files } = stepFiles(steps)
  return <Photo {...files} {...rest} sources={dense ? [{ ...dense, sizes: rest.sizes }] : []} />
}
