// Click-to-edit for editors: in draft mode, the text a reader sees carries its source (document
// and field) as invisible characters (Sanity's stega encoding), which the visual editing overlay
// turns into a link to that field in the Studio. Only prose is encoded: names, credits, places,
// alt texts, slugs and links are compared, joined or read aloud by the site, so they stay clean.
import type { StegaConfig } from '@sanity/client/stega'

import { STUDIO_BASE_PATH } from '@/sanity/studio-path'

/** The fields whose text is shown as it is written, and nothing else is done with it. */
export const EDITABLE_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'text',
  'quote',
  'caption',
  'bio',
  'role',
  'communityName',
])

/** Parts of a document whose text the site compares or builds from (credits are deduplicated). */
const CLEAN_PARTS: ReadonlySet<string> = new Set(['credits', 'slug', 'socialLinks'])

/** Whether the value at `sourcePath` in its document may carry stega. */
export function isEditableSource(sourcePath: readonly unknown[]): boolean {
  const field = sourcePath.at(-1)
  return (
    typeof field === 'string' &&
    EDITABLE_FIELDS.has(field) &&
    !sourcePath.some((segment) => typeof segment === 'string' && CLEAN_PARTS.has(segment))
  )
}

export const STEGA_CONFIG = {
  enabled: true,
  studioUrl: STUDIO_BASE_PATH,
  filter: (props) => props.filterDefault(props) && isEditableSource(props.sourcePath),
} satisfies StegaConfig
