// @vitest-environment happy-dom
// lib/device-choice.ts: an offer's answer, kept on this device, and nothing thrown where the
// browser keeps nothing.
import { answered, remember } from '@/lib/device-choice'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('device choice', () => {
  it('remembers an answer under its key', () => {
    expect(answered('ruum-offer')).toBe(false)
    remember('ruum-offer', 'no')
    expect(answered('ruum-offer')).toBe(true)
    expect(answered('another-offer')).toBe(false)
  })

  it('where storage is blocked, remembers nothing and throws nothing', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => remember('ruum-offer', 'no')).not.toThrow()
    expect(answered('ruum-offer')).toBe(false)
  })
})
