import { stegaClean } from '@sanity/client/stega'
import type { Thing, WithContext } from 'schema-dts'

/**
 * Structured data for search engines, typed with schema-dts. A data block, not a script: no
 * browser runs it, so the site's script policy does not apply. `<` is escaped so no text in the
 * data (a story title) can close the element. Draft mode's click-to-edit marks (sanity/stega.ts)
 * are taken out: they are for the editor's overlay, not for search engines.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(stegaClean(data)).replace(/</g, '\\u003c'),
      }}
    />
  )
}
