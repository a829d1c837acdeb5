// What a partly static page keeps of the content it read. With each prerendered shell Next stores
// its resume data: every 'use cache' entry its render read (and a build's workers send the same,
// for every page they prerender, to the build's own process). A read of the whole archive kept
// there grows every page with the stories (every story's facets were 450 kB in each list and story
// page's at 5,000 stories, issue 47), so pages reach such reads only through
// sanity/archive-views.ts, inside caches of their own; and no page's over MAX_RESUME_DATA_BYTES,
// whatever it keeps. Read from a build's own files, so it is the same on a busy machine as on a
// quiet one.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import { isRecord } from '@/lib/is-record'
import { storyCreditsQuery, storyFacetsQuery } from '@/sanity/queries'
import { MAX_RESUME_DATA_BYTES } from '@/tests/perf/budgets'
import { filesEndingIn } from '@/tests/perf/build-files'

/** The reads of the whole archive no page may keep, by name. */
export const WHOLE_ARCHIVE_READS: Readonly<Record<string, string>> = {
  storyFacetsQuery,
  storyCreditsQuery,
}

export type ResumeData = { file: string; bytes: number; keys: string[] }

/**
 * The cache keys in a postponed state as Next 16 writes it (`<n>:`, n characters of the postponed
 * render, then the resume data deflated in base64, or `null`), and the resume data's size there.
 */
export function resumeDataOf(postponed: string): { bytes: number; keys: string[] } {
  const prefix = /^(\d+):/.exec(postponed)
  if (!prefix?.[1]) throw new Error('Not a postponed state: it has no length prefix.')
  const tail = postponed.slice(prefix[0].length + Number(prefix[1]))
  if (tail === 'null') return { bytes: 0, keys: [] }
  // Deflated, as Next keeps it unless `experimental.disableResumeDataCacheCompression` is set.
  const data: unknown = JSON.parse(inflateSync(Buffer.from(tail, 'base64')).toString('utf8'))
  const cache = isRecord(data) && isRecord(data.store) ? data.store.cache : undefined
  if (!isRecord(cache)) throw new Error('Not resume data: it has no store.cache.')
  return { bytes: tail.length, keys: Object.keys(cache) }
}

/** Each page under `folder` (a build's `server/app`) with a postponed state: its resume data. */
export function resumeDataFiles(folder: string): ResumeData[] {
  return filesEndingIn(folder, '.meta')
    .flatMap((file) => {
      const meta: unknown = JSON.parse(readFileSync(path.join(folder, file), 'utf8'))
      return isRecord(meta) && typeof meta.postponed === 'string'
        ? [{ file, ...resumeDataOf(meta.postponed) }]
        : []
    })
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file))
}

/**
 * A line for each page whose resume data keeps a read of the whole archive, naming both, and for
 * each over MAX_RESUME_DATA_BYTES.
 */
export function resumeDataMisses(files: readonly ResumeData[]): string[] {
  if (files.length === 0) {
    return ['No prerendered page has resume data, so none was checked: has Next moved it?']
  }
  return files.flatMap(({ file, keys, bytes }) => [
    ...Object.entries(WHOLE_ARCHIVE_READS)
      // A cache key holds its function's arguments as JSON: the query among them.
      .filter(([, query]) => keys.some((key) => key.includes(JSON.stringify(query).slice(1, -1))))
      .map(
        ([name]) =>
          `${file}: its resume data keeps ${name}, a read of the whole archive (read it through sanity/archive-views.ts)`,
      ),
    ...(bytes > MAX_RESUME_DATA_BYTES
      ? [
          `${file}: ${bytes.toLocaleString('en')} bytes of resume data (at most ${MAX_RESUME_DATA_BYTES.toLocaleString('en')})`,
        ]
      : []),
  ])
}
