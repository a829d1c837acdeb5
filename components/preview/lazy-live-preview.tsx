'use client'

import dynamic from 'next/dynamic'

/**
 * Live preview, loaded only where it is rendered (an editor's page in draft mode): its code and
 * @sanity/client's stay out of the bundle every visitor's page loads, which holds only this.
 */
export const LazyLivePreview = dynamic(() =>
  import('@/components/preview/live-preview').then((module) => module.LivePreview),
)
