// The production site against a Sanity query API that fails: built from a local stand-in
// (tests/support/sanity-api-server.ts) with CONTENT_SOURCE=sanity, then served by `next start`
// while the stand-in answers 503, hangs, and refuses connections. Pages rendered before keep
// answering with their last content, a webhook sent during the outage changes nothing, and once
// the service is back the pages show an edit by themselves, without a rebuild. Last, the build's
// pages generated again against a service that cannot be reached: the build must fail soon
// after it starts collecting data, with one line that names the service and the URL it tried,
// rather than wait out the client's 300 s timeouts or print only a stack.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PAGE_READ_LIMITS } from '@/sanity/hosted/client'
import { createLocalSource } from '@/sanity/local/local-source'
import { FEATURED_STORY_LIMIT, featuredStoriesQuery } from '@/sanity/queries'
import { generateSampleDataset } from '@/sanity/sample/generate'
import { writeDatasetFile } from '@/tests/support/dataset-file'
import {
  FAULTS_DIST_DIR,
  FAULTS_UNREACHABLE_DIST_DIR,
  freePort,
  nextBuild,
  nextStart,
  outputText,
  regenerateBuild,
  removeBuild,
  type NextServer,
} from '@/tests/support/next-server'
import {
  startSanityApiServer,
  type ApiMode,
  type SanityApiServer,
} from '@/tests/support/sanity-api-server'
import { escapeHtml, getPage, pollUntil } from '@/tests/support/site-pages'
import { sendWebhook } from '@/tests/support/webhook'
import { nonEmpty } from '@/tests/support/non-empty'

const SECRET = 'content-faults-revalidate-secret'
const BUILD_TIMEOUT_MS = 8 * 60_000
const EDITED_TITLE = 'The Light Came Back Over the Harbour'
// After a failed background render Next keeps serving the old page and tries again 30 s later
// (its retainPreviousCacheEntry), so an edit shows within about that, plus a render.
const RECOVERY_TIMEOUT_MS = 45_000
/** A string of Sanity Studio's code (a plugin's name, kept by the minifier). */
const STUDIO_CODE = '@sanity/document-internationalization'

const documents = generateSampleDataset()
let api: SanityApiServer | undefined
let site: NextServer | undefined
let story: { _id: string; slug: string; title: string }
let pages: string[]
let buildOutput = ''

/** The newest story: on the home page, Latest, Stories, its own page and Community. */
async function newestStory() {
  const dataset = writeDatasetFile(documents)
  try {
    const [newest] = await createLocalSource({ datasetPath: dataset.file }).fetch(
      featuredStoriesQuery,
      { limit: FEATURED_STORY_LIMIT },
    )
    if (!newest) throw new Error('The sample dataset has no story.')
    return newest
  } finally {
    dataset.remove()
  }
}

function siteUrl(): string {
  if (!site) throw new Error('The site is not running.')
  return site.url
}

/** Every page answers 200 and shows `title`, as a visitor would read it. */
async function expectPagesShow(title: string) {
  for (const path of nonEmpty(pages)) {
    const { status, html } = await getPage(siteUrl(), path)
    expect(status, path).toBe(200)
    expect(html, `${path} shows "${title}"`).toContain(escapeHtml(title))
  }
}

/**
 * Waits for the server to log a failed read matching `pattern` after line `from`, visiting the
 * pages meanwhile as readers would: a stale page is rendered again only when someone asks for
 * it, and Next puts off the render after one that just failed. Each visit must still get the
 * last content. On a timeout the error carries what the server logged, to tell why.
 */
// A hanging service is given up on only at the read deadline (retries included), counted from
// when the stale render starts; the margin is for a loaded CI machine (30 s flat was too tight).
const FAILURE_LOG_TIMEOUT_MS = PAGE_READ_LIMITS.deadlineMs + 35_000

async function failureLogged(pattern: RegExp, from: number, title: string) {
  let visits = 0
  try {
    return await pollUntil(
      `a logged read failure matching ${pattern}`,
      async () => {
        const line = site?.lines.slice(from).find((entry) => pattern.test(entry.text))?.text
        if (line !== undefined) return line
        const path = pages[visits++ % pages.length] ?? '/'
        const { status, html } = await getPage(siteUrl(), path)
        expect(status, path).toBe(200)
        expect(html, `${path} shows "${title}"`).toContain(escapeHtml(title))
        return undefined
      },
      { timeoutMs: FAILURE_LOG_TIMEOUT_MS, intervalMs: 1_000 },
    )
  } catch (error) {
    const logged = outputText(site?.lines.slice(from).slice(-40) ?? []) || '(nothing)'
    throw new Error(
      `${error instanceof Error ? error.message : error}\nThe server logged:\n${logged}`,
    )
  }
}

beforeAll(async () => {
  story = await newestStory()
  pages = ['/', '/latest', '/stories', `/stories/${story.slug}`, '/community']
  const apiPort = await freePort()
  api = await startSanityApiServer({ documents, port: apiPort })
  const hosted = {
    CONTENT_SOURCE: 'sanity',
    NEXT_PUBLIC_SANITY_PROJECT_ID: 'faults',
    SANITY_API_HOST: api.url,
    // A hosted site must name its address (lib/settings.ts).
    SITE_URL: 'https://faults.example',
  }
  const build = await nextBuild({
    distDir: FAULTS_DIST_DIR,
    env: hosted,
    timeoutMs: BUILD_TIMEOUT_MS,
  })
  console.log(`next build against the stand-in API: ${build.ms} ms, exit ${build.code}`)
  buildOutput = outputText(build.lines)
  if (build.code !== 0) throw new Error(`next build failed:\n${buildOutput}`)
  const started = performance.now()
  site = await nextStart({
    distDir: FAULTS_DIST_DIR,
    port: await freePort([apiPort]),
    env: { ...hosted, SANITY_REVALIDATE_SECRET: SECRET },
  })
  console.log(`next start ready in ${Math.round(performance.now() - started)} ms at ${site.url}`)
})

afterAll(async () => {
  await site?.stop()
  await api?.close()
})

/** How many of a build's browser files hold `text`. */
function browserFilesWith(distDir: string, text: string): number {
  const folder = path.join(distDir, 'static', 'chunks')
  if (!existsSync(folder)) throw new Error(`No build in ${distDir}: run \`npm run build\` first.`)
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(folder, file), 'utf8').includes(text)).length
}

describe('a build for a hosted Sanity project', () => {
  it('builds every route with the hosted source, the Studio included', () => {
    expect(buildOutput).toContain('/studio/[[...tool]]')
    expect(buildOutput).toContain('/[mode]/stories/[slug]')
    expect(browserFilesWith(FAULTS_DIST_DIR, STUDIO_CODE)).toBeGreaterThan(0)
  })

  // The embedded sample has no project to edit: its /studio says how to connect one, and the
  // Studio's megabytes are not even compiled (components/studio/studio.tsx).
  it('is the only kind of build with the Studio in it: the embedded sample’s (npm run build) has none', () => {
    expect(browserFilesWith('.next', STUDIO_CODE)).toBe(0)
  })
})

describe('the site while the content service fails', () => {
  it('serves the pages built from the service', async () => {
    await expectPagesShow(story.title)
  })

  // The hang first: a render that failed just before can put off the next one (by Next's retry
  // delay), which a quick failure absorbs but a hanging read adding its own timeout may not.
  const outages: Array<{ mode: ApiMode; logged: RegExp }> = [
    {
      mode: 'hang',
      logged: /Content service unreachable: Sanity query API at .* no answer within/,
    },
    { mode: 503, logged: /Content service failed: Sanity query API at .* answered HTTP 503/ },
    { mode: 'refuse', logged: /Content service unreachable: Sanity query API at .*ECONNREFUSED/ },
  ]

  it.each(outages)(
    'keeps serving the last content while the service is down ($mode), a webhook included',
    async ({ mode, logged }) => {
      const started = performance.now()
      await api?.setMode(mode)
      await expectPagesShow(story.title)

      // The webhook marks the story's pages stale: the next visitors get the old page while
      // Next renders a new one, whose read fails.
      const from = site?.lines.length ?? 0
      const asked = api?.requests.length ?? 0
      const webhook = await sendWebhook(
        siteUrl(),
        { _type: 'story', _id: story._id, slug: story.slug },
        { secret: SECRET },
      )
      expect(webhook.status).toBe(200)
      expect(webhook.body.revalidated).toBe(true)
      await expectPagesShow(story.title)

      // The site must go back to the service (else nothing was tested): the read's time counts
      // from its first request there, as a refused connection records none, from the webhook.
      if (mode !== 'refuse') {
        await pollUntil(
          'the site to ask the content service again',
          () => ((api?.requests.length ?? 0) > asked ? true : undefined),
          { timeoutMs: RECOVERY_TIMEOUT_MS },
        )
      }
      const failure = await failureLogged(logged, from, story.title)
      await expectPagesShow(story.title)
      console.log(
        `${mode}: pages kept their content; read failure logged after ${failure.ms} ms ` +
          `("${failure.value.trim()}"); ${Math.round(performance.now() - started)} ms in all`,
      )
    },
  )

  it('shows an edit made during the outage once the service is back, without a webhook', async () => {
    api?.setDocuments(
      documents.map((doc) => (doc._id === story._id ? { ...doc, title: EDITED_TITLE } : doc)),
    )
    await api?.setMode('ok')
    for (const path of pages) {
      const { ms } = await pollUntil(
        `${path} to show the edited title`,
        async () => {
          const { status, html } = await getPage(siteUrl(), path)
          return status === 200 && html.includes(EDITED_TITLE) ? true : undefined
        },
        { timeoutMs: RECOVERY_TIMEOUT_MS, intervalMs: 500 },
      )
      console.log(`back: ${path} shows the edited title after ${ms} ms more`)
    }
    await expectPagesShow(EDITED_TITLE)
  })
})

describe('building against an unreachable content service', () => {
  // The hosted build's compiled code, its pages generated again (the part of `next build` that
  // reads content): compiling it a second time would test nothing more.
  it(
    'fails within a minute of collecting data, naming the Sanity query API and the URL',
    async () => {
      // A free port is one nothing listens on: connections to it are refused.
      const host = `http://127.0.0.1:${await freePort()}`
      const build = await regenerateBuild({
        from: FAULTS_DIST_DIR,
        distDir: FAULTS_UNREACHABLE_DIST_DIR,
        env: {
          CONTENT_SOURCE: 'sanity',
          NEXT_PUBLIC_SANITY_PROJECT_ID: 'faults',
          SANITY_API_HOST: host,
          SITE_URL: 'https://faults.example',
        },
        timeoutMs: BUILD_TIMEOUT_MS,
      }).finally(() => removeBuild(FAULTS_UNREACHABLE_DIST_DIR))
      const output = outputText(build.lines)
      const at = (text: string) => build.lines.find((line) => line.text.includes(text))
      const collecting = at('Collecting page data')
      const named = build.lines.filter((line) =>
        /Content service \w+: Sanity query API/.test(line.text),
      )
      console.log(
        `unreachable build: exit ${build.code} after ${build.ms} ms, ` +
          `${collecting ? build.ms - collecting.ms : '?'} ms after "Collecting page data":\n` +
          named.map((line) => line.text).join('\n'),
      )

      expect(build.code, output).not.toBe(0)
      expect(collecting, output).toBeDefined()
      expect(build.ms - (collecting?.ms ?? 0)).toBeLessThan(60_000)
      // One message, naming the service and the URL (each build worker that hit it may say so).
      expect([...new Set(named.map((line) => line.text))]).toEqual([
        `⨯ Error: Content service unreachable: Sanity query API at ${host}` +
          '/v2025-06-18/data/query/production (ECONNREFUSED).',
      ])
    },
    BUILD_TIMEOUT_MS + 30_000,
  )
})
