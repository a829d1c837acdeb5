// @vitest-environment happy-dom
import { render } from '@testing-library/react'

import { SocialIcon } from '@/components/social-icon'
import { GENERIC_SOCIAL_ICON, socialIcon } from '@/lib/social'

/** Its strokes, as one path's subpaths. */
function drawnPaths(container: HTMLElement): string[] {
  const paths = Array.from(container.querySelectorAll('svg path'), (p) => p.getAttribute('d') ?? '')
  return paths.join(' ').split(/ (?=M)/)
}

describe('SocialIcon', () => {
  it("draws a known kind's own icon, hidden from assistive technology", () => {
    const { container } = render(<SocialIcon kind="instagram" className="size-5" />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24')
    expect(svg).toHaveClass('size-5')
    expect(drawnPaths(container)).toEqual(socialIcon('instagram').paths)
    expect(drawnPaths(container)).not.toEqual(GENERIC_SOCIAL_ICON.paths)
  })

  it('draws the generic icon for an unknown kind', () => {
    const { container } = render(<SocialIcon kind="mastodon" />)
    expect(drawnPaths(container)).toEqual(GENERIC_SOCIAL_ICON.paths)
  })
})
