// Sanity's own validation (what the Studio shows editors) over the Studio's real config: every
// document of the sample dataset must pass, so the sample can always be imported into a real
// project; broken documents must not. Run as `sanity documents validate` runs it ('cli'), which
// also rejects fields the schema does not have. Rules that query the dataset (unique slugs and
// category titles) reach it through the real client and a local stand-in for the query API.
import type { SanityClient } from '@sanity/client'
import { isDraftId, isPublishedId, isVersionId } from '@sanity/client/csm'
import { createWorkspaceFromConfig, pathToString, validateDocument, type Workspace } from 'sanity'

import { storyReadTime } from '@/lib/read-time'
import studioConfig from '@/sanity.config'
import type { SampleDocument, StoryDocument } from '@/sanity/sample/documents'
import { generateSampleDataset } from '@/sanity/sample/generate'
import { PERSON_BIO_MAX_LENGTH } from '@/sanity/schema-types/documents/person'
import {
  standInClient,
  startSanityApiServer,
  type SanityApiServer,
} from '@/tests/support/sanity-api-server'
import { nonEmpty } from '@/tests/support/non-empty'

const documents = generateSampleDataset()
const publishedIds = new Set<string>(
  documents.map((document) => document._id).filter(isPublishedId),
)

// The Content Lake adds these on import; the sample, like an export trimmed to content, has none.
const SYSTEM_FIELDS = {
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
  _rev: 'sample',
}

let server: SanityApiServer
let client: SanityClient
let workspace: Workspace

beforeAll(async () => {
  server = await startSanityApiServer({ documents, apiVersion: 'any' })
  // As the Studio's own client: raw, so a rule sees drafts (a draft translation's language).
  client = standInClient(server.url, { perspective: 'raw' })
  if (Array.isArray(studioConfig)) throw new Error('sanity.config.ts should define one workspace')
  workspace = await createWorkspaceFromConfig({
    ...studioConfig,
    getClient: ({ apiVersion }) => client.withConfig({ apiVersion }),
    currentUser: { id: 'editor', name: 'Editor', email: 'editor@example.com', role: '', roles: [] },
  })
})
afterAll(() => server.close())

type Problem = { path: string; message: string; level: string }

/** Every error and warning Sanity reports for the document. */
async function problems(document: { _id: string; _type: string }): Promise<Problem[]> {
  const markers = await validateDocument({
    document: { ...SYSTEM_FIELDS, ...document },
    workspace,
    environment: 'cli',
    getClient: ({ apiVersion }) => client.withConfig({ apiVersion }),
    // A reference must point at a published document of the dataset.
    getDocumentExists: async ({ id }) => publishedIds.has(id),
  })
  return markers.map(({ path, message, level }) => ({ path: pathToString(path), message, level }))
}

function twoStories(): [StoryDocument, StoryDocument] {
  const [first, second] = documents.filter(
    (document): document is StoryDocument =>
      document._type === 'story' && isPublishedId(document._id),
  )
  if (!first || !second) throw new Error('The sample dataset has fewer than two stories.')
  return [first, second]
}
const [sample, other] = twoStories()

/** A published story, changed by `edit` (a deep copy, so the sample stays intact). */
function storyWith(edit: (story: StoryDocument) => void): StoryDocument {
  const story = structuredClone(sample)
  edit(story)
  return story
}

function documentOfType<T extends SampleDocument['_type']>(type: T) {
  const found = documents.find(
    (document): document is Extract<SampleDocument, { _type: T }> => document._type === type,
  )
  if (!found) throw new Error(`The sample dataset has no ${type}.`)
  return structuredClone(found)
}

describe('the sample dataset against the Studio schema', () => {
  it('has a schema type for every document type in it', () => {
    const types = new Set(documents.map((document) => document._type))
    for (const type of nonEmpty(types)) expect(workspace.schema.get(type), type).toBeDefined()
  })

  it('passes validation for every document: published, drafts and release versions', async () => {
    const found: string[] = []
    for (const document of documents) {
      for (const problem of await problems(document)) {
        found.push(`${document._id} ${problem.path}: ${problem.message}`)
      }
    }
    expect(found).toEqual([])
    // The loop above covered the unpublished documents too.
    expect(documents.filter((document) => isDraftId(document._id)).length).toBeGreaterThan(0)
    expect(documents.filter((document) => isVersionId(document._id)).length).toBeGreaterThan(0)
    // Every document (about 640) through the Studio's rules, several of which query the dataset:
    // 11 to 15 s on a quiet machine, so a busy one gets room.
  }, 60_000)
})

describe('the schema rejects (or, where noted, warns about)', () => {
  const imageBlockOf = (story: StoryDocument, layout: 'full' | 'pair' | 'block') => {
    const block = story.content.find(
      (candidate) => candidate._type === 'imageBlock' && candidate.layout === layout,
    )
    if (block?._type !== 'imageBlock') throw new Error(`The sample story has no ${layout} block.`)
    return block
  }

  it('a pair with one image', async () => {
    let changed = ''
    const story = storyWith((draft) => {
      const pair = imageBlockOf(draft, 'full')
      pair.layout = 'pair'
      changed = pair._key
    })
    // The block made a pair, not the story's first pair (the sample may have one already).
    expect(await problems(story)).toContainEqual({
      path: `content[_key=="${changed}"].images`,
      message: 'Pair holds exactly 2 images.',
      level: 'error',
    })
  })

  it('a full-width block with two images', async () => {
    const story = storyWith((draft) => {
      const block = imageBlockOf(draft, 'full')
      const [image] = block.images
      if (image) block.images.push({ ...image, _key: 'second' })
    })
    expect(await problems(story)).toContainEqual({
      path: `content[_key=="${imageBlockOf(story, 'full')._key}"].images`,
      message: 'Full width holds exactly 1 image.',
      level: 'error',
    })
  })

  it('an image without alt text', async () => {
    const story = storyWith((draft) => {
      draft.cover.alt = ''
    })
    expect(await problems(story)).toContainEqual({
      path: 'cover.alt',
      message: 'Required',
      level: 'error',
    })
  })

  it('a photograph credited to a person and a typed name at once, or an overlong caption', async () => {
    const story = storyWith((draft) => {
      const [image] = imageBlockOf(draft, 'full').images
      if (!image) throw new Error('A full block has an image.')
      image.credit = { person: draft.storyTeller, name: 'Ama Mensah' }
      draft.cover.caption = 'x'.repeat(281)
    })
    const image = imageBlockOf(story, 'full').images[0]
    const found = await problems(story)
    expect(found).toContainEqual({
      path: `content[_key=="${imageBlockOf(story, 'full')._key}"].images[_key=="${image?._key}"].credit.name`,
      message: 'Choose a person or type a name, not both.',
      level: 'error',
    })
    expect(found).toContainEqual(expect.objectContaining({ path: 'cover.caption', level: 'error' }))
  })

  it('a read time that is not a whole number of minutes, or under one', async () => {
    for (const readTime of [6.5, 0]) {
      const story = storyWith((draft) => {
        draft.readTime = readTime
      })
      expect(await problems(story)).toContainEqual(
        expect.objectContaining({ path: 'readTime', level: 'error' }),
      )
    }
  })

  it('a read time outside 4 to 12 minutes only with a warning', async () => {
    const long = storyWith((draft) => {
      draft.readTime = 20
    })
    const found = await problems(long)
    expect(found).toContainEqual({
      path: 'readTime',
      message: 'Most stories read in 4 to 12 minutes: is this right?',
      level: 'warning',
    })
    expect(found.every((problem) => problem.level === 'warning')).toBe(true)
  })

  it('a read time other than its words and photographs suggest, with a warning naming it', async () => {
    const story = storyWith((draft) => {
      draft.readTime = storyReadTime(draft) === 5 ? 6 : 5
    })
    expect(await problems(story)).toContainEqual({
      path: 'readTime',
      message: `Its words and photographs read in about ${storyReadTime(story)} minutes.`,
      level: 'warning',
    })
  })

  it('a story without a title', async () => {
    const story = storyWith((draft) => {
      Reflect.deleteProperty(draft, 'title')
    })
    expect(await problems(story)).toContainEqual({
      path: 'title',
      message: 'Required',
      level: 'error',
    })
  })

  it('a country or a work skill not in the lists', async () => {
    const story = storyWith((draft) => {
      Object.assign(draft, { country: 'Atlantis', work: ['Photography', 'Juggling'] })
    })
    const found = (await problems(story)).map(({ path }) => path)
    expect(found).toEqual(expect.arrayContaining(['country', 'work[1]']))
  })

  // Sanity's own uniqueness check only warns, so an editor is told but not stopped.
  it('a slug another story already has, with a warning (asked of the dataset through the client)', async () => {
    const story = storyWith((draft) => {
      draft.slug.current = other.slug.current
    })
    expect(await problems(story)).toContainEqual({
      path: 'slug',
      message: 'Slug is already in use',
      level: 'warning',
    })
  })

  it('a second category with a title another category has', async () => {
    const category = documentOfType('category')
    const copy = { ...category, _id: 'copyOfACategory', slug: { _type: 'slug', current: 'copy' } }
    expect(await problems(copy)).toContainEqual({
      path: 'title',
      message: `There is already a ${category.title} category.`,
      level: 'error',
    })
  })

  it('a reference to a story teller that does not exist', async () => {
    const story = storyWith((draft) => {
      draft.storyTeller._ref = 'no-such-person'
    })
    expect((await problems(story)).map(({ path }) => path)).toContain('storyTeller')
  })

  it('a person with only a name, but not a portrait without alt text, a long bio or a country not in the list', async () => {
    const { _id, _type, firstName, lastName } = documentOfType('person')
    const nameOnly = { _id, _type, firstName, lastName }
    expect(await problems(nameOnly)).toEqual([])
    const person = documentOfType('person')
    if (!person.portrait) throw new Error('The sample person has no portrait.')
    person.portrait.alt = ''
    Object.assign(person, { bio: 'x'.repeat(PERSON_BIO_MAX_LENGTH + 1), country: 'Atlantis' })
    const found = (await problems(person)).map(({ path }) => path)
    expect(found).toEqual(expect.arrayContaining(['portrait.alt', 'bio', 'country']))
  })

  it('a field the schema does not have', async () => {
    const story = storyWith((draft) => Object.assign(draft, { subtitle: 'Not a field' }))
    expect((await problems(story)).map(({ path }) => path)).toContain('subtitle')
  })

  it('a social link of an unknown kind, and a credit of an unknown title', async () => {
    const settings = documentOfType('siteSettings')
    Object.assign(settings.socialLinks[0] ?? {}, { kind: 'myspace' })
    expect((await problems(settings)).map(({ path }) => path)).toContain(
      `socialLinks[_key=="${settings.socialLinks[0]?._key}"].kind`,
    )
    const story = storyWith((draft) => Object.assign(draft.credits[0] ?? {}, { title: 'Catering' }))
    expect((await problems(story)).map(({ path }) => path)).toContain(
      `credits[_key=="${story.credits[0]?._key}"].title`,
    )
  })

  // The site renders only http(s) and mailto links; the Studio must not accept anything else.
  describe('a link that is not http, https or mailto', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
    ]
    const rejected = (found: Problem[], path: string) =>
      expect(found).toContainEqual(expect.objectContaining({ path, level: 'error' }))

    it.each(hostile)('in the site settings: %s', async (url) => {
      const settings = documentOfType('siteSettings')
      const [link] = settings.socialLinks
      if (!link) throw new Error('The sample site settings have no social link.')
      Object.assign(settings, { getFeaturedUrl: url, chatInviteUrl: url })
      link.url = url
      const found = await problems(settings)
      rejected(found, 'getFeaturedUrl')
      rejected(found, 'chatInviteUrl')
      rejected(found, `socialLinks[_key=="${link._key}"].url`)
    })

    it.each(hostile)("in a team member's social links: %s", async (url) => {
      const member = documentOfType('teamMember')
      const [link] = member.socialLinks ?? []
      if (!link) throw new Error('The sample team member has no social link.')
      link.url = url
      rejected(await problems(member), `socialLinks[_key=="${link._key}"].url`)
    })
  })
})
