import { translator } from '@/lib/i18n/translator'
import { GENERIC_SOCIAL_ICON, SOCIAL_KINDS, socialIcon, socialLabel } from '@/lib/social'

const BRANDED_KINDS = SOCIAL_KINDS.filter((kind) => kind !== 'other')

describe('social kinds', () => {
  it.each(BRANDED_KINDS)('%s has its own 24x24 icon, not the generic one', (kind) => {
    const icon = socialIcon(kind)
    expect(icon.viewBox).toBe('0 0 24 24')
    expect(icon.paths.length).toBeGreaterThan(0)
    expect(icon.paths).not.toEqual(GENERIC_SOCIAL_ICON.paths)
  })

  it('gives each branded kind a different icon', () => {
    const drawn = new Set(BRANDED_KINDS.map((kind) => socialIcon(kind).paths.join(' ')))
    expect(drawn.size).toBe(BRANDED_KINDS.length)
  })

  it.each(['other', 'mastodon', '', 'Facebook'])('%j falls back to the generic icon', (kind) => {
    expect(socialIcon(kind)).toBe(GENERIC_SOCIAL_ICON)
  })

  it("has a human label for every kind, a website in the reader's language", () => {
    const french = translator('fr')
    expect(socialLabel('linkedin', french)).toBe('LinkedIn')
    expect(socialLabel('x', french)).toBe('X')
    expect(socialLabel('other', french)).toBe('Site web')
    expect(socialLabel('mastodon', translator('en'))).toBe('Website')
    for (const kind of SOCIAL_KINDS) expect(socialLabel(kind, french)).not.toBe('')
  })
})
