// The proxy's list of published story slugs: cheap for a flood of unknown ones, quick to learn a
// new one, and never a reason to turn readers away when the content source is down.
import { createStoryGate, REFRESH_MS, storyKeys, versionRedirects } from '@/sanity/gates/story-gate'

function source(initial: string[]) {
  const state = { slugs: initial, reads: 0, fail: false }
  return {
    state,
    read: async () => {
      state.reads++
      if (state.fail) throw new Error('content source down')
      return state.slugs
    },
  }
}

describe('createStoryGate', () => {
  let now = 0
  const clock = () => now
  beforeEach(() => {
    now = 1_000_000
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('reads the slugs once for any number of unknown ones within REFRESH_MS', async () => {
    const { state, read } = source(['known'])
    const gate = createStoryGate(read, { clock })
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => gate.isPublished(`made-up-${i}`)),
    )
    expect(answers.every((answer) => answer === false)).toBe(true)
    expect(await gate.isPublished('known')).toBe(true)
    expect(state.reads).toBe(1)
  })

  it('learns a newly published story after REFRESH_MS', async () => {
    const { state, read } = source(['known'])
    const gate = createStoryGate(read, { clock })
    expect(await gate.isPublished('new-story')).toBe(false)
    state.slugs = ['known', 'new-story']
    expect(await gate.isPublished('new-story')).toBe(false)
    now += REFRESH_MS
    expect(await gate.isPublished('new-story')).toBe(true)
    expect(state.reads).toBe(2)
  })

  it('reads the slugs again on a miss only once the content has changed, given a revision', async () => {
    const { state, read } = source(['known'])
    let revision = 'r1'
    let revisionReads = 0
    const readRevision = async () => {
      revisionReads++
      return revision
    }
    const gate = createStoryGate(read, { clock, readRevision })
    expect(await gate.isPublished('made-up')).toBe(false)
    // A flood of unknown slugs, second after second: the small query each time, never the set.
    for (let i = 0; i < 5; i++) {
      now += REFRESH_MS
      expect(await gate.isPublished(`made-up-${i}`)).toBe(false)
    }
    expect(state.reads).toBe(1)
    expect(revisionReads).toBe(6)
    // A publish changes the revision: the next miss reads the set and finds the new story.
    state.slugs = ['known', 'new-story']
    revision = 'r2'
    now += REFRESH_MS
    expect(await gate.isPublished('new-story')).toBe(true)
    expect(state.reads).toBe(2)
  })

  it('keeps the last list while the source fails, and lets pages answer when it has none', async () => {
    const { state, read } = source(['known'])
    const gate = createStoryGate(read, { clock })
    state.fail = true
    expect(await gate.isPublished('anything')).toBe(true)
    // A failing source is asked once per REFRESH_MS, however many readers come.
    await Promise.all(Array.from({ length: 100 }, () => gate.isPublished('other')))
    expect(state.reads).toBe(1)
    state.fail = false
    now += REFRESH_MS
    expect(await gate.isPublished('anything')).toBe(false)
    state.fail = true
    now += REFRESH_MS
    expect(await gate.isPublished('known')).toBe(true)
    expect(await gate.isPublished('anything')).toBe(false)
  })

  it('answers within maxWaitMs when the source hangs, from the last set or with yes', async () => {
    let hang = false
    const read = async () => {
      if (hang) return new Promise<string[]>(() => {})
      return ['known']
    }
    const gate = createStoryGate(read, { clock, maxWaitMs: 50 })
    expect(await gate.isPublished('known')).toBe(true)
    hang = true
    now += REFRESH_MS
    // Answered while the read still hangs (waiting for it would time the test out).
    expect(await gate.isPublished('unknown')).toBe(false)
    const cold = createStoryGate(async () => new Promise<string[]>(() => {}), { maxWaitMs: 50 })
    expect(await cold.isPublished('anything')).toBe(true)
  })

  it('knows each story’s photo pages: the number of its photographs, no more', async () => {
    const gate = createStoryGate(async () => storyKeys('known', 3), { clock })
    expect(await gate.isPublished('known')).toBe(true)
    expect(await gate.hasPhoto('known', 1)).toBe(true)
    expect(await gate.hasPhoto('known', 3)).toBe(true)
    expect(await gate.hasPhoto('known', 4)).toBe(false)
    expect(await gate.hasPhoto('other', 1)).toBe(false)
  })
})

describe('versionRedirects: where a reader at another version’s slug is sent', () => {
  const group = [
    { language: 'en', slug: 'the-fishermen' },
    { language: 'fr', slug: 'les-pecheurs' },
    // Arabic keeps its original's slug.
    { language: 'ar', slug: 'the-fishermen' },
    // A translation not published yet: no slug, no redirect.
    { language: 'pt', slug: null },
  ]
  const redirects = new Map(versionRedirects([group]))

  it('sends each reader to their version, or to the English where they have none', () => {
    expect(redirects.get('version:fr:the-fishermen')).toBe('les-pecheurs')
    expect(redirects.get('version:en:les-pecheurs')).toBe('the-fishermen')
    expect(redirects.get('version:ar:les-pecheurs')).toBe('the-fishermen')
    expect(redirects.get('version:pt:les-pecheurs')).toBe('the-fishermen')
    expect(redirects.get('version:sw:les-pecheurs')).toBe('the-fishermen')
  })

  it('sends nobody from the address of the version they read', () => {
    expect(redirects.has('version:en:the-fishermen')).toBe(false)
    expect(redirects.has('version:ar:the-fishermen')).toBe(false)
    expect(redirects.has('version:fr:les-pecheurs')).toBe(false)
    expect(redirects.has('version:pt:the-fishermen')).toBe(false)
    expect(versionRedirects([null, []])).toEqual([])
  })

  it('sends readers of a story with no English version to its first, as its page shows them', () => {
    const told = new Map(
      versionRedirects([
        [
          { language: 'fr', slug: 'les-pecheurs' },
          { language: 'pt', slug: 'os-pescadores' },
        ],
      ]),
    )
    expect(told.get('version:en:os-pescadores')).toBe('les-pecheurs')
    expect(told.get('version:sw:os-pescadores')).toBe('les-pecheurs')
    expect(told.get('version:pt:les-pecheurs')).toBe('os-pescadores')
    expect(told.has('version:en:les-pecheurs')).toBe(false)
  })
})
