// The site's own sample content: its settings singleton and the team behind it. Settings are
// fixed values (they are the site's, not generated stories); the team is drawn by the caller's
// seeded helpers so the whole dataset stays deterministic.
import type { GrammaticalGender } from '@/lib/lists/grammatical-genders'
import { personName, type PersonName } from '@/lib/people'
import type { SocialKind } from '@/lib/social'

import bios from '@/sanity/sample/team-bios.json' with { type: 'json' }
import type { FieldTranslations } from '@/sanity/sample/translate-fields'
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

/** The sentences team bios are made of: an opening each, and a closing for each role. */
const BIOS: { openings: string[]; closings: Record<string, string> } = bios

export function sampleSiteSettings(translations?: FieldTranslations): SiteSettingsDocument {
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
    communityNameTranslations: translations?.communityName(),
    getFeaturedUrl: 'https://forms.theruum.africa/get-featured',
    chatInviteUrl: 'https://chat.whatsapp.com/TheRuumAfricaCommunity',
    socialLinks: links.map(([kind, url]) => ({ _key: kind, _type: 'socialLink', kind, url })),
  }
}

/** A drawn name, with the grammatical gender its first name goes with. */
export type SampleName = PersonName & { gender: GrammaticalGender }

export type TeamHelpers = {
  id: () => string
  key: () => string
  name: () => SampleName
  /** A drawn portrait, its alt text saying whose it is (`who`) and what it shows. */
  portrait: (who: string) => SanityImage
  pick: <T>(items: readonly T[]) => T
  /** The roles' and bios' translations. */
  translations?: FieldTranslations
}

/** A profile name made of a person's name: letters and digits only, lower case. */
export function handle(firstName: string, lastName: string): string {
  return `${firstName}${lastName}`.toLowerCase().replace(/[^a-z0-9]/g, '')
}

export function sampleTeam(helpers: TeamHelpers): TeamMemberDocument[] {
  // Dealt in turn from a drawn start, so no two members open the same way.
  const first = helpers.pick(BIOS.openings.map((_, index) => index))
  return TEAM_ROLES.slice(0, SAMPLE_TEAM_SIZE).map((role, order) => {
    const { firstName, lastName, gender } = helpers.name()
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
      gender,
      role,
      roleTranslations: helpers.translations?.teamRole(role, gender),
      bio: `${BIOS.openings[(first + order) % BIOS.openings.length] ?? ''} ${(BIOS.closings[role] ?? '').replaceAll('{firstName}', firstName)}`,
      bioTranslations: helpers.translations?.teamBio({
        firstName,
        role,
        opening: (first + order) % BIOS.openings.length,
        gender,
      }),
      portrait: helpers.portrait(`${personName({ firstName, lastName })}, ${role}`),
      order,
      socialLinks,
    }
  })
}
