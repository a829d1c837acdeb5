// @vitest-environment happy-dom
// Data saver mode's two client leaves: the header's toggle and a photograph that loads on tap.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { DataSaverToggle } from '@/components/layout/data-saver-toggle'
import { TapToLoadImage } from '@/components/images/tap-to-load-image'
import { translator } from '@/lib/i18n/translator'

// A French page as the server renders it: at its internal path, its language and mode as params.
vi.mock('next/navigation', () => ({
  usePathname: () => '/fr/full/stories/a-b',
  useParams: () => ({ locale: 'fr', mode: 'full', slug: 'a-b' }),
}))

describe('DataSaverToggle', () => {
  // The header's words for it (the message catalogs), in English.
  const t = translator()
  const words = {
    label: t('dataSaver.label'),
    onTitle: t('dataSaver.onTitle'),
    offTitle: t('dataSaver.offTitle'),
  }

  it('is a toggle button that says it is off and posts "on" back to this page’s URL', () => {
    const { container } = render(<DataSaverToggle on={false} words={words} />)
    const button = screen.getByRole('button', { name: 'Data saver', pressed: false })
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toHaveAttribute('name', 'data-saver')
    expect(button).toHaveAttribute('value', 'on')
    const form = container.querySelector('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/data-saver')
    expect(container.querySelector('input[name="redirect"]')).toHaveValue('/fr/stories/a-b')
  })

  it('says it is on and posts "off"', () => {
    render(<DataSaverToggle on words={words} />)
    const button = screen.getByRole('button', { name: 'Data saver', pressed: true })
    expect(button).toHaveAttribute('value', 'off')
    expect(button).toHaveAttribute('title', words.onTitle)
  })
})

describe('TapToLoadImage', () => {
  const image = {
    src: '/sample-images/a.jpg?w=480&q=50',
    srcSet: '/sample-images/a.jpg?w=240&q=50 240w, /sample-images/a.jpg?w=480&q=50 480w',
    sizes: '100vw',
    width: 2400,
    height: 1600,
    alt: 'A market at dawn',
  }

  it('shows a button with its cost, and the photograph only once tapped', async () => {
    render(<TapToLoadImage image={image} bytes={18_200} color="#884422" />)
    expect(screen.queryByRole('img')).toBeNull()
    const button = screen.getByRole('button', { name: 'Load photograph (≈ 18 kB)' })
    await userEvent.click(button)
    const img = screen.getByRole('img', { name: 'A market at dawn' })
    expect(img).toHaveAttribute('srcset', image.srcSet)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
