import { describe, expect, it } from 'vitest'

import { gendered } from '@/sanity/sample/gendered'

describe('gendered', () => {
  it('picks the feminine or masculine words of each choice', () => {
    const text = '{{Elle|Il}} est {{conteuse|conteur}} à Dakar.'
    expect(gendered(text, 'feminine')).toBe('Elle est conteuse à Dakar.')
    expect(gendered(text, 'masculine')).toBe('Il est conteur à Dakar.')
  })

  it('leaves placeholders and text without a choice as they are', () => {
    expect(gendered('{teller} spent {days} days.', 'feminine')).toBe('{teller} spent {days} days.')
  })
})
