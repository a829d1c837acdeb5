import { highlight, snippet, SNIPPET_LENGTH } from '@/lib/search-highlight'
import { nonEmpty } from '@/tests/support/non-empty'

const marked = (text: string, terms: string[]) =>
  highlight(text, terms)
    .filter((segment) => segment.match)
    .map((segment) => segment.text)

describe('highlight', () => {
  it('gives back the text exactly, accents, emoji and RTL included', () => {
    for (const text of [
      'Côte d’Ivoire 👨‍👩‍👧 at dawn, São Tomé!',
      'مرحبا Ghana שלום',
      '<script>alert("Ghana")</script>',
      '',
      '  ',
      'a\uD800b Ghana',
    ]) {
      expect(
        highlight(text, ['ghana', 'cote', 'sao'])
          .map((segment) => segment.text)
          .join(''),
      ).toBe(text)
    }
  })

  it('marks whole words that are, or start with, a term, ignoring case and accents', () => {
    expect(marked('Markets of Côte d’Ivoire', ['cote', 'ivoire'])).toEqual(['Côte', 'Ivoire'])
    expect(marked('Sao Tome and São Tomé', ['SÃO'])).toEqual(['Sao', 'São'])
    expect(marked('Ghanaian food in Ghana', ['ghana'])).toEqual(['Ghanaian', 'Ghana'])
    // Only from a word's start, and a longer term does not mark a shorter word.
    expect(marked('Accra, Ghana', ['cra', 'ghanaian'])).toEqual([])
  })

  it('leaves stop words and lone letters unmarked, as the index does', () => {
    expect(marked('The road of the kings', ['the', 'of', 'road'])).toEqual(['road'])
  })

  it('marks nothing without terms', () => {
    expect(highlight('Lagos', [])).toEqual([{ text: 'Lagos', match: false }])
  })
})

describe('snippet', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it('shows the passage around the first match, cut at words, with "…" where cut', () => {
    const passage = `${filler(40)} the market in Kumasi opens ${filler(40)}`
    const text = snippet([passage], ['kumasi'])
    expect(text).toContain('Kumasi')
    expect(text.startsWith('…')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2)
    // Every word shown is whole.
    const words = new Set(passage.split(' '))
    for (const word of nonEmpty(text.replace(/…/g, '').split(' '))) expect(words).toContain(word)
  })

  it('takes the paragraph with the most distinct matched terms, the earlier on a tie', () => {
    const passages = [
      'A quiet morning in Lamu.',
      'Boats in Lamu.\n\nDhows and boats in the harbour of Lamu.',
    ]
    expect(snippet(passages, ['lamu', 'dhows'])).toBe('Dhows and boats in the harbour of Lamu.')
    expect(snippet(passages, ['lamu'])).toBe('A quiet morning in Lamu.')
  })

  it('starts the first passage when nothing matches, and is empty without text', () => {
    expect(snippet(['', `First words ${filler(60)}`], ['nowhere']).startsWith('First words')).toBe(
      true,
    )
    expect(snippet(['', '  '], ['x'])).toBe('')
  })

  it('never halves an emoji when a long word must be cut', () => {
    const text = snippet(['🦁'.repeat(300)], ['lion'])
    expect(text.isWellFormed()).toBe(true)
    expect(text.endsWith('…')).toBe(true)
  })
})
