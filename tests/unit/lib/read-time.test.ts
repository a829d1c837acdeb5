import { countWords, readTimeMinutes, storyReading, storyReadTime } from '@/lib/read-time'

describe('readTimeMinutes', () => {
  it('reads 200 words a minute and gives each photograph 45 seconds, rounded up', () => {
    expect(readTimeMinutes({ words: 1000, photographs: 4 })).toBe(8)
    expect(readTimeMinutes({ words: 1001, photographs: 4 })).toBe(9)
  })

  it('stays within 4 to 12 minutes', () => {
    expect(readTimeMinutes({ words: 0, photographs: 0 })).toBe(4)
    expect(readTimeMinutes({ words: 5000, photographs: 30 })).toBe(12)
  })

  it('never gives fewer minutes for more words or more photographs', () => {
    for (let words = 0; words <= 1500; words += 50) {
      for (let photographs = 0; photographs <= 14; photographs++) {
        const minutes = readTimeMinutes({ words, photographs })
        expect(readTimeMinutes({ words: words + 50, photographs })).toBeGreaterThanOrEqual(minutes)
        expect(readTimeMinutes({ words, photographs: photographs + 1 })).toBeGreaterThanOrEqual(
          minutes,
        )
      }
    }
  })
})

describe('storyReading', () => {
  it('counts the words of text, quotes and captions, and the cover and block photographs', () => {
    const story = {
      cover: { asset: { _ref: 'image-a' }, caption: 'Two words.' },
      content: [
        { _type: 'textBlock', text: 'One two three.\n\nFour five.' },
        { _type: 'quoteBlock', quote: 'Six seven.' },
        { _type: 'imageBlock', images: [{ caption: 'Eight.' }, {}] },
      ],
    }
    expect(storyReading(story)).toEqual({ words: 10, photographs: 3 })
    expect(storyReadTime(story)).toBe(4)
  })

  it('reads a half-edited document without failing', () => {
    expect(storyReading(undefined)).toEqual({ words: 0, photographs: 0 })
    expect(storyReading({ content: [null, { images: 'x' }] })).toEqual({ words: 0, photographs: 0 })
    expect(countWords('  a  b\nc ')).toBe(3)
  })
})
