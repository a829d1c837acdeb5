// The site's own sample content: its settings singleton and the team behind it. Settings are
// fixed values (they are the site's, not generated stories); the team is drawn by the caller's
// seeded helpers so the whole dataset stays deterministic.
import type { SocialKind } from '@/lib/social'

import type {
  SanityImage,
  SiteSettingsDocument,
  SocialLink,
  TeamMemberDocument,
} from '@/sanity/sample/documents'

export const SAMPLE_TEAM_SIZE = 6

const TEAM_ROLES = [
  'Founder & Editor-in-Chief',
  'Photo Editor',
  'Creative Director',
  'Community Lead',
  'Partnerships Lead',
  'Stories Producer',
] as const

const BIO_OPENINGS = [
  'Grew up with a borrowed film camera and never gave it back.',
  'Spent a decade on newspaper picture desks before joining the Ruum.',
  'Believes the best photographs are made by people who stay a little longer.',
  'Came to photography through maps, and still plans every shoot around the light.',
  'Has walked more of the continent’s markets than anyone should admit to.',
  'Started printing photographs in a bathroom darkroom at fourteen.',
] as const

export function sampleSiteSettings(): SiteSettingsDocument {
  const links: Array<[SocialKind, string]> = [
    ['instagram', 'https://www.instagram.com/theruumafrica'],
    ['x', 'https://x.com/theruumafrica'],
    ['facebook', 'https://www.facebook.com/theruumafrica'],
    ['youtube', 'https://www.youtube.com/@theruumafrica'],
    ['tiktok', 'https://www.tiktok.com/@theruumafrica'],
  ]
  return {
    _id: 'siteSettings',
    _type: 'siteSettings',
    communityName: 'The Ruum Community',
    getFeaturedUrl: 'https://forms.theruum.africa/get-featured',
    chatInviteUrl: 'https://chat.whatsapp.com/TheRuumAfricaCommunity',
    socialLinks: links.map(([kind, url]) => ({ _key: kind, _type: 'socialLink', kind, url })),
  }
}

export type TeamHelpers = {
  id: () => string
  key: () => string
  name: () => { firstName: string; lastName: string }
  portrait: (alt: string) => SanityImage
  pick: <T>(items: readonly T[]) => T
}

/** A profile name made of a person's name: letters and digits only, lower case. */
export function handle(firstName: string, lastName: string): string {
  return `${firstName}${lastName}`.toLowerCase().replace(/[^a-z0-9]/g, '')
}

export function sampleTeam(helpers: TeamHelpers): TeamMemberDocument[] {
  return TEAM_ROLES.slice(0, SAMPLE_TEAM_SIZE).map((role, order) => {
    const { firstName, lastName } = helpers.name()
    const user = handle(firstName, lastName)
    const socialLinks: SocialLink[] = [
      {
        _key: helpers.key(),
        _type: 'socialLink',
        kind: 'instagram',
        url: `https://www.instagram.com/${user}`,
      },
      {
        _key: helpers.key(),
        _type: 'socialLink',
        kind: 'linkedin',
        url: `https://www.linkedin.com/in/${user}`,
      },
    ]
    return {
      _id: helpers.id(),
      _type: 'teamMember',
      firstName,
      lastName,
      role,
      bio: `${helpers.pick(BIO_OPENINGS)} As ${role.toLowerCase()}, ${firstName} looks after what the Ruum publishes and who it is made with.`,
      portrait: helpers.portrait(`Portrait of ${firstName} ${lastName}, ${role}`),
      order,
      socialLinks,
    }
  })
}
