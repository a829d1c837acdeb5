// @vitest-environment happy-dom
// Links whose address comes from content (site settings, team members): only http(s) and mailto
// become links; anything else (javascript:, data:, vbscript:) shows no link at all.
import { render, screen, within } from '@testing-library/react'

import { CallToAction } from '@/components/community/call-to-action'
import { ExternalLink } from '@/components/external-link'
import { SiteFooter } from '@/components/layout/site-footer'
import { MemberSocialLinks } from '@/components/team/member-social-links'
import type { SiteSettingsQueryResult } from '@/sanity.types'
import { resolveServer } from '@/tests/support/server-tree'

const hostile = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
]

describe('ExternalLink', () => {
  it('links an https or mailto address, in a new tab', async () => {
    for (const href of ['https://forms.theruum.africa/get-featured', 'mailto:hi@theruum.africa']) {
      const { unmount } = render(
        <ExternalLink newTab="(opens in a new tab)" href={href}>
          Get featured
        </ExternalLink>,
      )
      // DOM libraries differ on the space before the screen-reader note in the name.
      const link = screen.getByRole('link', { name: /^Get featured\s*\(opens in a new tab\)$/ })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      unmount()
    }
  })

  it.each(hostile)('shows the words of a %s link as plain text', async (href) => {
    const { container } = render(
      <ExternalLink newTab="(opens in a new tab)" href={href}>
        Join us
      </ExternalLink>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('[href]')).toBeNull()
    expect(container).toHaveTextContent(/^Join us$/)
  })

  it.each(hostile)('leaves out an icon-only %s link', async (href) => {
    const { container } = render(
      <ExternalLink
        newTab="(opens in a new tab)"
        href={href}
        aria-label="The Ruum Africa on Instagram"
      >
        <svg aria-hidden="true" />
      </ExternalLink>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(container).toBeEmptyDOMElement()
  })
})

describe('CallToAction', () => {
  it('links an https address', async () => {
    render(
      <CallToAction newTab="(opens in a new tab)" href="https://chat.whatsapp.com/x">
        Join us
      </CallToAction>,
    )
    expect(screen.getByRole('link', { name: /^Join us/ })).toHaveAttribute(
      'href',
      'https://chat.whatsapp.com/x',
    )
  })

  it.each(hostile)('shows a %s address as text, not a link', async (href) => {
    const { container } = render(
      <CallToAction newTab="(opens in a new tab)" href={href}>
        Join us
      </CallToAction>,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelector('[href]')).toBeNull()
    expect(container).toHaveTextContent('Join us')
  })
})

describe('MemberSocialLinks', () => {
  it.each(hostile)('lists only the safe profiles when one is %s', async (href) => {
    render(
      await resolveServer(
        <MemberSocialLinks
          name="Ama Mensah"
          links={[
            { _key: 'a', kind: 'instagram', url: 'https://www.instagram.com/ama' },
            { _key: 'b', kind: 'x', url: href },
            { _key: 'c', kind: 'other', url: 'mailto:ama@example.com' },
          ]}
        />,
      ),
    )
    const list = screen.getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://www.instagram.com/ama', 'mailto:ama@example.com'])
    expect(
      within(list).getByRole('link', { name: 'Ama Mensah on Instagram (opens in a new tab)' }),
    ).toBeInTheDocument()
  })

  it('shows nothing when no profile is safe', async () => {
    const { container } = render(
      await resolveServer(
        <MemberSocialLinks
          name="Ama Mensah"
          links={[{ _key: 'b', kind: 'x', url: 'javascript:alert(1)' }]}
        />,
      ),
    )
    expect(container).toBeEmptyDOMElement()
  })
})

describe('SiteFooter', () => {
  it.each(hostile)('links only the safe addresses from the site settings, not %s', async (href) => {
    const settings: SiteSettingsQueryResult = {
      communityName: 'The Ruum Community',
      getFeaturedUrl: href,
      chatInviteUrl: 'https://chat.whatsapp.com/x',
      socialLinks: [
        { _key: 'a', kind: 'instagram', url: 'https://www.instagram.com/theruumafrica' },
        { _key: 'b', kind: 'x', url: href },
      ],
    }
    // A server component: rendered as React would, by awaiting it.
    render(await SiteFooter({ settings }))
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).queryByRole('link', { name: /^Get featured/ })).toBeNull()
    expect(footer).toHaveTextContent('Get featured')
    expect(within(footer).getByRole('link', { name: /^Join us/ })).toHaveAttribute(
      'href',
      'https://chat.whatsapp.com/x',
    )
    const instagram = within(footer).getByRole('link', { name: /on Instagram/ })
    const profiles = instagram.closest('ul')
    if (!profiles) throw new Error('The social links are not a list.')
    expect(within(profiles).getAllByRole('listitem')).toHaveLength(1)
    expect(within(footer).queryByRole('link', { name: /on X/ })).toBeNull()
    expect(footer.querySelector(`[href="${href}"]`)).toBeNull()
  })
})
