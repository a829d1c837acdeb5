import { fill } from '@/lib/i18n/fill'

describe('fill', () => {
  it('puts each value in its slot, and leaves a slot it has no value for', () => {
    expect(fill('Show story {index} of {count}', { index: 2, count: 5 })).toBe('Show story 2 of 5')
    expect(fill('الصورة {index} من {count}', { index: 1, count: 9 })).toBe('الصورة 1 من 9')
    expect(fill('{index} of {total}', { index: 1 })).toBe('1 of {total}')
  })
})
