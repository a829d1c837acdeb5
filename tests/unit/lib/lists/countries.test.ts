import { COUNTRIES } from '@/lib/lists/countries'

describe('countries', () => {
  it('has exactly 52 unique African countries', () => {
    expect(COUNTRIES).toHaveLength(52)
    expect(new Set(COUNTRIES).size).toBe(52)
    expect(COUNTRIES).toEqual(expect.arrayContaining(['Ghana', 'Nigeria', 'Kenya', 'South Africa']))
  })
})
