// Data saver's rewritten pages kept by ETag (lib/lite/page-memo.mjs): bounded, oldest out first.
import { describe, expect, it } from 'vitest'

import { pageMemo } from '@/lib/lite/page-memo.mjs'

const page = (bytes: number, fill = 'a') => Buffer.alloc(bytes, fill)

describe('the memory of rewritten pages', () => {
  it('keeps pages within its bytes, forgetting the one sent least recently', () => {
    const memo = pageMemo(1600)
    memo.set('a', page(100, 'a'))
    memo.set('b', page(100, 'b'))
    expect(memo.get('a')?.equals(page(100, 'a'))).toBe(true) // a is now the most recent
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p']) {
      memo.set(key, page(100))
    }
    // 16 pages of 100 bytes fit; the 17th pushes out b, the oldest sent.
    memo.set('q', page(100))
    expect(memo.get('b')).toBeUndefined()
    expect(memo.get('a')).toBeDefined()
    expect(memo.get('q')).toBeDefined()
  })

  it('does not keep a page larger than a sixteenth of its bytes', () => {
    const memo = pageMemo(1600)
    memo.set('big', page(101))
    expect(memo.get('big')).toBeUndefined()
  })
})
