// @vitest-environment happy-dom
// The offline page loads the page the reader asked for once the site answers again: when the
// browser says the connection is back, and when it came back before the page was hydrated (its
// 'online' event then went unheard). The browser's word alone never reloads it: a reload would
// cancel a link the reader just followed.
import { act, render, screen, waitFor } from '@testing-library/react'

import { BackOnline } from '@/components/offline/back-online'

const words = { backOnline: 'Back online: loading the page' }

/** The browser's navigator.onLine, and whether the site answers (each HEAD request in turn). */
function stubConnection(onLine: boolean, answers: boolean[]) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine)
  const asked: Array<() => void> = []
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    const reached = answers.shift() ?? false
    await new Promise<void>((resolve) => asked.push(resolve))
    if (!reached) throw new TypeError('Failed to fetch')
    return new Response(null, { status: 200 })
  })
  vi.stubGlobal('fetch', fetch)
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {})
  /** Lets the oldest request waiting for its answer have it. */
  const answer = async () => {
    await waitFor(() => expect(asked.length).toBeGreaterThan(0))
    await act(async () => asked.shift()?.())
  }
  return { fetch, reload, answer }
}

const online = () =>
  act(() => {
    window.dispatchEvent(new Event('online'))
  })

afterEach(() => {
  window.history.replaceState(null, '', '/')
  sessionStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('BackOnline', () => {
  it('loads the page when the connection comes back and the site answers', async () => {
    const { fetch, reload, answer } = stubConnection(false, [true])
    render(<BackOnline words={words} />)
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(fetch).not.toHaveBeenCalled()
    online()
    await answer()
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'HEAD' })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent(words.backOnline)
  })

  it('stays when the browser says it is back but the site cannot be reached', async () => {
    const { fetch, reload, answer } = stubConnection(false, [false, true])
    render(<BackOnline words={words} />)
    online()
    await answer()
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('')
    // Said again, with the site answering this time: the page loads.
    online()
    await answer()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('loads the page when the site answers on hydration: the connection came back before', async () => {
    const { fetch, reload, answer } = stubConnection(true, [true])
    render(<BackOnline words={words} />)
    await answer()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent(words.backOnline)
    // The event arriving as well loads it once, and asks nothing more.
    online()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks again when told online while a question is out, then loads once', async () => {
    const { fetch, reload, answer } = stubConnection(true, [false, true])
    render(<BackOnline words={words} />)
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    online()
    online()
    expect(fetch).toHaveBeenCalledTimes(1)
    await answer()
    expect(reload).not.toHaveBeenCalled()
    await answer()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('at its own address never asks nor reloads, online or when told online', async () => {
    window.history.replaceState(null, '', '/fr/offline')
    const { fetch, reload } = stubConnection(true, [true, true])
    render(<BackOnline words={words} />)
    online()
    online()
    // Nothing is waiting to run: each check would have been made at once.
    await act(async () => {})
    expect(fetch).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('after a reload on hydration of this address, the next hydration asks nothing: no loop', async () => {
    window.history.replaceState(null, '', '/stories/a-story')
    const first = stubConnection(true, [true])
    const { unmount } = render(<BackOnline words={words} />)
    await first.answer()
    expect(first.reload).toHaveBeenCalledTimes(1)
    unmount()
    // The reloaded page is the offline page again (its GET failed while a HEAD answered).
    vi.restoreAllMocks()
    const second = stubConnection(true, [true])
    render(<BackOnline words={words} />)
    await act(async () => {})
    expect(second.fetch).not.toHaveBeenCalled()
    // The browser's own word that the connection came back still loads it.
    online()
    await second.answer()
    expect(second.reload).toHaveBeenCalledTimes(1)
  })
})
