import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

import { MAX_RESUME_DATA_BYTES } from '@/tests/perf/budgets'
import { resumeDataFiles, resumeDataMisses, resumeDataOf } from '@/tests/perf/resume-data'
import { storyCardsQuery, storyFacetsQuery } from '@/sanity/queries'

/** A postponed state as Next writes it for a shell with fallback params, keeping these reads. */
function postponedState(queries: string[]): string {
  const render = `24["locale","mode","slug"]null`
  const cache = Object.fromEntries(
    queries.map((query, at) => [JSON.stringify([`build-${at}`, [{ query, params: {} }]]), {}]),
  )
  const data = JSON.stringify({ store: { cache, fetch: {}, encryptedBoundArgs: {} } })
  return `${render.length}:${render}${deflateSync(data).toString('base64')}`
}

describe('resumeDataOf', () => {
  it('reads the cache keys a postponed state keeps, and none from one that keeps nothing', () => {
    const { keys, bytes } = resumeDataOf(postponedState([storyCardsQuery]))
    expect(keys).toHaveLength(1)
    expect(keys[0]).toContain(JSON.stringify(storyCardsQuery).slice(1, -1))
    expect(bytes).toBeGreaterThan(0)
    expect(resumeDataOf('4:nullnull')).toEqual({ bytes: 0, keys: [] })
  })

  it('says what is wrong with a state it cannot read', () => {
    expect(() => resumeDataOf('eJzLSM3JyQcABiwCFQ==')).toThrow(/no length prefix/)
    const notResumeData = deflateSync('{"store":{}}').toString('base64')
    expect(() => resumeDataOf(`4:null${notResumeData}`)).toThrow(/no store\.cache/)
  })
})

describe('resumeDataFiles and resumeDataMisses', () => {
  let folder = ''
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'resume-data-'))
    mkdirSync(path.join(folder, '[locale]', '[mode]', 'stories'), { recursive: true })
    const meta = (postponed?: string) => JSON.stringify({ status: 200, headers: {}, postponed })
    writeFileSync(
      path.join(folder, '[locale]', '[mode]', 'stories', '[slug].meta'),
      meta(postponedState([storyCardsQuery, storyFacetsQuery])),
    )
    writeFileSync(
      path.join(folder, '[locale]', '[mode]', 'latest.meta'),
      meta(postponedState([storyCardsQuery])),
    )
    // A fully static page keeps no postponed state.
    writeFileSync(path.join(folder, '[locale]', '[mode].meta'), meta())
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('names each page that keeps a read of the whole archive, and only those', () => {
    const files = resumeDataFiles(folder)
    expect(files.map(({ file }) => file).sort()).toEqual([
      path.join('[locale]', '[mode]', 'latest.meta'),
      path.join('[locale]', '[mode]', 'stories', '[slug].meta'),
    ])
    expect(resumeDataMisses(files)).toEqual([
      `${path.join('[locale]', '[mode]', 'stories', '[slug].meta')}: its resume data keeps storyFacetsQuery, a read of the whole archive (read it through sanity/archive-views.ts)`,
    ])
  })

  it('names a page whose resume data weighs more than the budget, and not one under it', () => {
    // Random text barely deflates: kept, it weighs about its own length again in base64.
    const heavy = postponedState([randomBytes(MAX_RESUME_DATA_BYTES).toString('base64')])
    const light = postponedState([storyCardsQuery])
    const files = [
      { file: 'heavy.meta', ...resumeDataOf(heavy) },
      { file: 'light.meta', ...resumeDataOf(light) },
    ]
    const [heavyData] = files
    expect(heavyData?.bytes).toBeGreaterThan(MAX_RESUME_DATA_BYTES)
    expect(resumeDataMisses(files)).toEqual([
      `heavy.meta: ${heavyData?.bytes.toLocaleString('en')} bytes of resume data (at most ${MAX_RESUME_DATA_BYTES.toLocaleString('en')})`,
    ])
  })

  it('fails when it finds no resume data at all, rather than passing on nothing', () => {
    expect(resumeDataMisses([])).toEqual([
      'No prerendered page has resume data, so none was checked: has Next moved it?',
    ])
  })
})
