'use client'

import { NextStudio } from 'next-sanity/studio'

import config from '@/sanity.config'

/** Sanity Studio with the site's config, filling the window. Loaded only by studio.tsx. */
export default function EmbeddedStudio() {
  return <NextStudio config={config} />
}
