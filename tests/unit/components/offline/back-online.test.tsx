// @vitest-environment happy-dom
// The offline page loads the page the reader asked for once the connection is back, including
// when it came back before the page was hydrated (its 'online' event then went unheard).
import { act, render, screen, waitFor } from '@testing-library/react'

import { BackOnline } from '@/components/offline/back-online'

const words = { backOnline: 'Back online: loading the page' }

function stubConnection(onLine: boolean, site: () => Promise<Response>) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine)
  const fetch = vi.fn<typeof globalThis.fetch>(() => site())
  vi.stubGlobal('fetch', fetch)
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
  return { fetch, reload }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('BackOnline', () => {
  it('loads the page when the connection comes back', async () => {
    const { reload } = stubConnection(false, () => Promise.reject(new TypeError('offline')))
    render(<BackOnline words={words} />)
    expect(screen.getByRole('status')).toHaveTextContent('')
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent(words.backOnline)
  })

  it('loads the page when the site answers on hydration: the connection came back before', async () => {
    const { fetch, reload } = stubConnection(true, async () => new Response(null, { status: 200 }))
    render(<BackOnline words={words} />)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'HEAD' })
    expect(screen.getByRole('status')).toHaveTextContent(words.backOnline)
    // The event arriving as well loads it once, not twice.
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('stays when the browser says online but the site cannot be reached, until it comes back', async () => {
    let reach = () => {}
    const reached = new Promise<void>((resolve) => (reach = resolve))
    const { fetch, reload } = stubConnection(true, async () => {
      reach()
      throw new TypeError('Failed to fetch')
    })
    render(<BackOnline words={words} />)
    await reached
    await act(async () => {})
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('')
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
