import { QUERY_MAX_LENGTH, QUERY_MAX_TERMS, readSearchQuery } from '@/lib/search-query'

describe('readSearchQuery', () => {
  it('reads the first value, trimmed, with whitespace collapsed; nothing is no query', () => {
    expect(readSearchQuery('  Cape \t Coast\n ')).toBe('Cape Coast')
    expect(readSearchQuery(['Accra', 'Lagos'])).toBe('Accra')
    for (const empty of [undefined, null, '', '   ', [], ['\u200B\t']]) {
      expect(readSearchQuery(empty), JSON.stringify(empty)).toBeNull()
    }
  })

  it('removes invisible characters but keeps the text as typed, never decoded', () => {
    expect(readSearchQuery('Gha\u200Bna\u0000')).toBe('Ghana')
    expect(readSearchQuery('\u202Eabc\u200F')).toBe('abc')
    expect(readSearchQuery('a\uD800b \uDC00')).toBe('ab')
    expect(readSearchQuery('%41%2')).toBe('%41%2')
    expect(readSearchQuery('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
    expect(readSearchQuery('שלום עולם')).toBe('שלום עולם')
    // Decomposed accents are composed, so the query reads back as it was typed.
    expect(readSearchQuery('Co\u0302te')).toBe('Côte')
  })

  it(`keeps at most ${QUERY_MAX_TERMS} words and ${QUERY_MAX_LENGTH} characters`, () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`)
    expect(readSearchQuery(words.join(' '))).toBe(words.slice(0, QUERY_MAX_TERMS).join(' '))
    expect(readSearchQuery('a'.repeat(1000))).toBe('a'.repeat(QUERY_MAX_LENGTH))
    // Cut by code points: 200 emoji become 100 whole ones.
    const emoji = readSearchQuery('🦁'.repeat(200)) ?? ''
    expect(Array.from(emoji)).toHaveLength(QUERY_MAX_LENGTH)
    expect(emoji.isWellFormed()).toBe(true)
  })

  it('never throws, and always returns short, well-formed text or null', () => {
    const hostile = [
      'x'.repeat(1_000_000),
      ' '.repeat(5000) + 'late',
      '👨‍👩‍👧‍👦'.repeat(300),
      'مرحبا بالعالم '.repeat(100),
      '\uDFFF'.repeat(50),
      '%'.repeat(300),
      '\u0000\u0001\u007F'.repeat(100),
    ]
    for (const q of hostile) {
      const query = readSearchQuery(q)
      if (query === null) continue
      expect(Array.from(query).length).toBeLessThanOrEqual(QUERY_MAX_LENGTH)
      expect(query.split(' ').length).toBeLessThanOrEqual(QUERY_MAX_TERMS)
      expect(query.isWellFormed()).toBe(true)
    }
  })
})
