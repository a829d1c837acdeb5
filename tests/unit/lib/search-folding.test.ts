import { foldText, matchesSearch } from '@/lib/search'
import { searchTerms } from '@/lib/search-terms'

describe('search folding', () => {
  it.each([
    ['ɗan', 'dan'],
    ['Ƙasashe', 'kasashe'],
    ['ɓarayi', 'barayi'],
    ['ƴaƴa', 'yaya'],
    ['Ọ̀ṣọ́gbo', 'osogbo'],
    ['ẹja', 'eja'],
  ])('finds %j when %j is typed', (text, typed) => {
    expect(matchesSearch(text, typed)).toBe(true)
    expect(searchTerms(text)).toEqual(searchTerms(typed))
  })

  it("reads Hausa's letter ʼ as the keyboard's apostrophe", () => {
    expect(matchesSearch('ʼyan kasuwa', "'yan")).toBe(true)
    expect(matchesSearch('d’Ivoire', "d'ivoire")).toBe(true)
    expect(searchTerms('ɗanʼuwa')).toEqual(searchTerms("dan'uwa"))
    expect(searchTerms('ʼYan kasuwa')).toEqual(['yan', 'kasuwa'])
  })

  it.each([
    ['ግብፅ', 'ግብጽ'],
    ['ሥራ', 'ስራ'],
    ['ሐይቅ', 'ሀይቅ'],
    ['ኀይል', 'ሃይል'],
    ['ዓመት', 'አመት'],
  ])('finds the Amharic %j when it is typed %j', (text, typed) => {
    expect(matchesSearch(text, typed)).toBe(true)
    expect(searchTerms(text)).toEqual(searchTerms(typed))
  })

  it('splits Amharic words at its own punctuation', () => {
    expect(searchTerms('ቡና፣ ሻይ።')).toEqual(['ቡና', 'ሻይ'])
  })

  it('leaves letters with no plain form as they are', () => {
    expect(foldText('ቡና')).toBe('ቡና')
    expect(foldText('ሻይ ሰላም')).toBe('ሻይ ሰላም')
    expect(foldText('مدرسة')).toBe('مدرسه')
  })
})
