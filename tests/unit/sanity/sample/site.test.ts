import { personName } from '@/lib/people'
import { SOCIAL_KINDS } from '@/lib/social'
import type { SiteSettingsDocument, TeamMemberDocument } from '@/sanity/sample/documents'
import { generateSampleDataset } from '@/sanity/sample/generate'
import { SAMPLE_TEAM_SIZE } from '@/sanity/sample/site'

const documents = generateSampleDataset({ seed: 7, now: new Date('2026-03-01T00:00:00Z') })
const ids = new Set(documents.map((document) => document._id))
const settings = documents.filter(
  (document): document is SiteSettingsDocument => document._type === 'siteSettings',
)
const team = documents.filter(
  (document): document is TeamMemberDocument => document._type === 'teamMember',
)

describe('sample site content', () => {
  it('has exactly one settings singleton with absolute external links', () => {
    expect(settings).toHaveLength(1)
    const [only] = settings
    expect(only?._id).toBe('siteSettings')
    expect(only?.communityName).not.toBe('')
    expect(new URL(only?.getFeaturedUrl ?? '').protocol).toBe('https:')
    expect(new URL(only?.chatInviteUrl ?? '').protocol).toBe('https:')
  })

  it('gives every social link a known kind and an https URL', () => {
    const links = [...settings, ...team].flatMap((document) => document.socialLinks)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      expect(SOCIAL_KINDS).toContain(link.kind)
      expect(new URL(link.url).protocol).toBe('https:')
    }
  })

  it('has a team in order, each with a role, a bio and a portrait whose asset exists', () => {
    expect(team).toHaveLength(SAMPLE_TEAM_SIZE)
    expect(team.map((member) => member.order)).toEqual([...team.keys()])
    for (const member of team) {
      expect(member._id).toMatch(/^[A-Za-z0-9]{10}$/)
      expect(member.role).not.toBe('')
      expect(member.bio).toContain(member.firstName)
      expect(member.portrait.alt).toContain(personName(member))
      expect(ids.has(member.portrait.asset._ref)).toBe(true)
    }
  })
})
