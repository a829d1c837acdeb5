// @vitest-environment happy-dom
// components/layout/data-saver-offer.tsx: a reader on a slow connection is offered data saver,
// once; No, thanks is remembered on this device; a fast or unknown connection is offered nothing.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { DataSaverOffer } from '@/components/layout/data-saver-offer'
import { translator } from '@/lib/i18n/translator'
import type { ConnectionLike } from '@/lib/slow-connection'

const t = translator('fr')
const words = {
  offer: t('dataSaver.offer'),
  accept: t('dataSaver.accept'),
  dismiss: t('dataSaver.dismiss'),
}

function connect(connection: ConnectionLike | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
}

afterEach(() => {
  localStorage.clear()
  connect(undefined)
})

describe('DataSaverOffer', () => {
  it('offers data saver on 3G: the toggle’s form, posting "on"', async () => {
    connect({ effectiveType: '3g', downlink: 0.4 })
    const { container } = render(<DataSaverOffer words={words} />)
    const offer = await screen.findByRole('complementary', { name: words.offer })
    const accept = screen.getByRole('button', { name: words.accept })
    expect(accept).toHaveAttribute('name', 'data-saver')
    expect(accept).toHaveAttribute('value', 'on')
    expect(offer.querySelector('form')).toHaveAttribute('action', '/api/data-saver')
    expect(container.querySelector('form')).toHaveAttribute('method', 'post')
  })

  it('goes on No, thanks, and is not offered again on this device', async () => {
    connect({ effectiveType: '2g' })
    const first = render(<DataSaverOffer words={words} />)
    await userEvent.click(await screen.findByRole('button', { name: words.dismiss }))
    expect(screen.queryByRole('complementary')).toBeNull()
    first.unmount()
    render(<DataSaverOffer words={words} />)
    // Rendered and its effect run: nothing to offer.
    await Promise.resolve()
    expect(screen.queryByRole('complementary')).toBeNull()
  })

  it('offers nothing on 4G, or where the browser tells nothing', async () => {
    connect({ effectiveType: '4g', downlink: 10 })
    const fast = render(<DataSaverOffer words={words} />)
    await Promise.resolve()
    expect(screen.queryByRole('complementary')).toBeNull()
    fast.unmount()
    connect(undefined)
    render(<DataSaverOffer words={words} />)
    await Promise.resolve()
    expect(screen.queryByRole('complementary')).toBeNull()
  })
})
