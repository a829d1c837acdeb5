import { renderToStaticMarkup } from 'react-dom/server'

import { MetaLine } from '@/components/meta-line'
import { WholeWords } from '@/components/whole-words'

describe('MetaLine', () => {
  it('puts each dot before its item, inside it, so the two wrap together', () => {
    const markup = renderToStaticMarkup(<MetaLine items={['Ghana', '6 min read', '≈ 1 MB']} />)
    const dot = '<span aria-hidden="true" data-meta-dot="true">· </span>'
    // The only break opportunities are the plain spaces between items; the first has no dot.
    expect(markup).toBe(
      '<p class="meta-line"><span>' +
        '<span>Ghana</span>' +
        ` <span>${dot}6 min read</span>` +
        ` <span>${dot}≈ 1 MB</span>` +
        '</span></p>',
    )
  })

  it('leaves out empty items and their dots', () => {
    const markup = renderToStaticMarkup(<MetaLine items={['Ghana', null, '', false, 'Art']} />)
    expect(markup.match(/·/g)).toHaveLength(1)
    expect(markup).toContain('Art</span></span></p>')
  })
})

describe('WholeWords', () => {
  it('lets a name wrap between its words, not at its hyphen', () => {
    const markup = renderToStaticMarkup(<WholeWords text="Caroline  Adomah-Akyena" />)
    // The hyphenated word an unbreakable box of its own, one space before it: a line may end
    // only there. A plain word cannot break inside, so it is left as text (no element to lay out).
    const boxes = [...markup.matchAll(/<span>([^<]*)<\/span>/g)]
    expect(boxes.map(([, word]) => word)).toEqual(['Adomah-Akyena'])
    expect(markup).toMatch(/^<bdi class="whole-words">/)
    expect(markup.replace(/<[^>]+>/g, '')).toBe('Caroline Adomah-Akyena')
  })

  it('boxes a word with a dash or slash, not one with an apostrophe or accent', () => {
    const markup = renderToStaticMarkup(<WholeWords text="N’Dri Sékou Ba–Diallo A/B O'Neil" />)
    const boxes = [...markup.matchAll(/<span>([^<]*)<\/span>/g)]
    expect(boxes.map(([, word]) => word)).toEqual(['Ba–Diallo', 'A/B'])
  })
  it('keeps a name without such words one text node', () => {
    const markup = renderToStaticMarkup(<WholeWords text="Aminata  Sow Diallo" />)
    expect(markup).toBe('<bdi class="whole-words">Aminata Sow Diallo</bdi>')
  })
})
