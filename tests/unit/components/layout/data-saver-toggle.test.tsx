// @vitest-environment happy-dom
// Data saver mode's two client leaves: the header's toggle and a photograph that loads on tap.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { DataSaverToggle } from '@/components/layout/data-saver-toggle'
import { SaverImage } from '@/components/images/saver-image'
import { TapToLoadImage } from '@/components/images/tap-to-load-image'
import { REFERENCE_PHONE, servedWidth } from '@/lib/download-size'
import { SAVER_IMAGE_WIDTHS } from '@/lib/image-sizes'
import { translator } from '@/lib/i18n/translator'

// A French page as the server renders it: at its internal path, its language and mode as params.
const page = vi.hoisted(() => ({ mode: 'full' }))
vi.mock('next/navigation', () => ({
  usePathname: () => `/fr/${page.mode}/stories/a-b`,
  useParams: () => ({ locale: 'fr', mode: page.mode, slug: 'a-b' }),
}))
afterEach(() => {
  page.mode = 'full'
})

describe('DataSaverToggle', () => {
  // The header's words for it (the message catalogs), in English.
  const t = translator()
  const words = {
    label: t('dataSaver.label'),
    onTitle: t('dataSaver.onTitle'),
    offTitle: t('dataSaver.offTitle'),
  }

  it('is a toggle button that says it is off and posts "on" back to this page’s URL', () => {
    const { container } = render(<DataSaverToggle words={words} />)
    const button = screen.getByRole('button', { name: 'Data saver', pressed: false })
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toHaveAttribute('name', 'data-saver')
    expect(button).toHaveAttribute('value', 'on')
    const form = container.querySelector('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/data-saver')
    expect(container.querySelector('input[name="redirect"]')).toHaveValue('/fr/stories/a-b')
  })

  it('says it is on, on a data saver page, and posts "off"', () => {
    page.mode = 'lite'
    render(<DataSaverToggle words={words} />)
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

  it('shows its cost, and opens into the photograph, drawn from its file, once tapped', async () => {
    const file = '/sample-images/a.jpg?w=240&q=50'
    render(<TapToLoadImage image={image} file={file} bytes={18_200} color="#884422" />)
    const summary = screen.getByLabelText('Load photograph (≈ 18 kB)')
    const details = summary.closest('details')
    expect(details?.open).toBe(false)
    await userEvent.click(summary)
    expect(details?.open).toBe(true)
    const photo = screen.getByRole('img', { name: 'A market at dawn' })
    expect(photo.style.backgroundImage).toBe(`url("${file}")`)
  })

  it('in a data saver image, is the srcset step whose size it shows', () => {
    // A cropped photograph's URLs hold commas of their own.
    const srcSet = SAVER_IMAGE_WIDTHS.map(
      (w) => `/sample-images/a.jpg?rect=0,0,9,6&w=${w}&q=50 ${w}w`,
    ).join(', ')
    render(
      <SaverImage
        {...image}
        srcSet={srcSet}
        priority={false}
        onTap
        color="#884422"
        cropped={false}
        className={undefined}
      />,
    )
    const step = servedWidth(REFERENCE_PHONE.width, true)
    // Closed: in the document, not shown.
    expect(screen.getByRole('img', { name: image.alt, hidden: true }).style.backgroundImage).toBe(
      `url("/sample-images/a.jpg?rect=0,0,9,6&w=${step}&q=50")`,
    )
  })
})
