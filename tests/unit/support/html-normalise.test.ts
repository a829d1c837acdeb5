// What `npm run bench:html` treats as the same page: build hashes aside, and class lists in any order.
import { normalise } from '@/tests/support/html-normalise'

const run = { buildId: 'b1', origin: 'http://127.0.0.1:1' }

describe('normalise', () => {
  it('reads a class list the same in any order, in HTML and in the flight data', () => {
    const html = (list: string) =>
      `<div class="${list}"></div><script>["$","div",null,{\\"className\\":\\"${list}\\"}]</script>`
    const payload = (list: string) => `["$","div",null,{"className":"${list}"}]`
    const before = 'mx-auto max-w-7xl px-5 py-10 md:px-8 md:py-16'
    const after = 'mx-auto max-w-7xl px-5 md:px-8 py-10 md:py-16'
    expect(normalise(html(after), run)).toBe(normalise(html(before), run))
    expect(normalise(payload(after), run)).toBe(normalise(payload(before), run))
  })

  it('still tells a different class list apart', () => {
    const a = normalise('<div class="px-5 py-10"></div>', run)
    expect(normalise('<div class="px-5 py-12"></div>', run)).not.toBe(a)
  })

  it('replaces the build id and the origin, nothing a page says', () => {
    expect(normalise('b1 http://127.0.0.1:1/a Nairobi', run)).toBe('{build-id} {origin}/a Nairobi')
  })

  it("reads React's generated ids as one, wherever the tree put the component", () => {
    const menu = (id: string) => `<button aria-controls="${id}"></button><nav id="${id}"></nav>`
    expect(normalise(menu('_R_14knpflb_'), run)).toBe(normalise(menu('_R_955ubtb_'), run))
    expect(normalise(menu('_R_955ubtb_'), run)).toContain('aria-controls="{react-id}"')
  })
})
