// A site built from a dataset with no stories yet (a new project): every page builds and answers,
// the story lists say there are no stories yet, and a story address answers 404. The pages are
// generated from the main build's compiled code (`npm run build` first), not compiled again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { generateSampleDataset } from '@/sanity/sample/generate'
import { personName } from '@/lib/people'
import { PLACEHOLDER_SLUG } from '@/lib/story-params'
import { writeDatasetFile } from '@/tests/support/dataset-file'
import {
  freePort,
  nextStart,
  outputText,
  regenerateBuild,
  removeBuild,
  type NextServer,
} from '@/tests/support/next-server'
import { escapeHtml, getPage } from '@/tests/support/site-pages'

// Beside .next, not in it: see regenerateBuild.
const DIST_DIR = '.next-empty-dataset'
const BUILD_TIMEOUT_MS = 8 * 60_000

const documents = generateSampleDataset({ storyCount: 0 })
const dataset = writeDatasetFile(documents)
let site: NextServer | undefined

function siteUrl(): string {
  if (!site) throw new Error('The site is not running.')
  return site.url
}

beforeAll(async () => {
  const env = { CONTENT_SOURCE: 'local', LOCAL_DATASET_PATH: dataset.file }
  const build = await regenerateBuild({ distDir: DIST_DIR, env, timeoutMs: BUILD_TIMEOUT_MS })
  console.log(`next build (generate) of an empty dataset: ${build.ms} ms, exit ${build.code}`)
  if (build.code !== 0) throw new Error(`next build failed:\n${outputText(build.lines)}`)
  site = await nextStart({ distDir: DIST_DIR, port: await freePort(), env })
})

afterAll(async () => {
  await site?.stop()
  dataset.remove()
  removeBuild(DIST_DIR)
})

describe('a site with no stories yet', () => {
  it.each(['/', '/latest', '/stories', '/community'])(
    '%s says there are no stories yet',
    async (path) => {
      const { status, html } = await getPage(siteUrl(), path)
      expect(status).toBe(200)
      expect(html).toContain('No stories yet')
      expect(html).toContain('Our first photo stories are on their way.')
    },
  )

  it('has no hero slider on the home page', async () => {
    const { html } = await getPage(siteUrl(), '/')
    expect(html).not.toContain('aria-roledescription="carousel"')
  })

  it('still shows the team', async () => {
    const member = documents.find((doc) => doc._type === 'teamMember')
    if (member?._type !== 'teamMember') throw new Error('The sample dataset has no team member.')
    const { status, html } = await getPage(siteUrl(), '/theruumafrica')
    expect(status).toBe(200)
    expect(html).toContain(escapeHtml(personName(member)))
  })

  it.each([`/stories/${PLACEHOLDER_SLUG}`, '/stories/a-story-to-come'])(
    '%s answers 404 with the 404 page',
    async (path) => {
      const { status, html } = await getPage(siteUrl(), path)
      expect(status).toBe(404)
      expect(html).toContain('This story has wandered off')
    },
  )
})
