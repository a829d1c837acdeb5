import { renderToStaticMarkup } from 'react-dom/server'

import { MetaLine } from '@/components/meta-line'
import { WholeWords } from '@/components/whole-words'

describe('MetaLine', () => {
  it('puts each dot before its item, inside it, so the two wrap together', () => {
    const markup = renderToStaticMarkup(<MetaLine items={['Ghana', '6 min read', '≈ 1 MB']} />)
    const dot = (text: string) =>
      `<span aria-hidden="true" data-meta-dot="true" class="inline-block w-[0.55em]">${text}</span>`
    // The only break opportunities are the plain spaces between items.
    expect(markup).toBe(
      '<p class="overflow-x-clip "><span class="-ms-[0.55em] block">' +
        `<span><span class="inline-block max-w-full">${dot('')}Ghana</span></span>` +
        `<span> <span class="inline-block max-w-full">${dot('· ')}6 min read</span></span>` +
        `<span> <span class="inline-block max-w-full">${dot('· ')}≈ 1 MB</span></span>` +
        '</span></p>',
    )
  })

  it('leaves out empty items and their dots', () => {
    const markup = renderToStaticMarkup(<MetaLine items={['Ghana', null, '', false, 'Art']} />)
    expect(markup.match(/·/g)).toHaveLength(1)
    expect(markup).toContain('Art</span></span></span></p>')
  })
})

describe('WholeWords', () => {
  it('lets a name wrap between its words, not at its hyphen', () => {
    const markup = renderToStaticMarkup(<WholeWords text="Caroline  Adomah-Akyena" />)
    // The hyphenated word an unbreakable box of its own, one space before it: a line may end
    // only there. A plain word cannot break inside, so it is left as text (no element to lay out).
    const boxes = [...markup.matchAll(/<span class="([^"]*)">([^<]*)<\/span>/g)]
    expect(boxes.map(([, , word]) => word)).toEqual(['Adomah-Akyena'])
    expect(boxes[0]?.[1]?.split(' ')).toContain('inline-block')
    expect(markup.replace(/<[^>]+>/g, '')).toBe('Caroline Adomah-Akyena')
  })

  it('boxes a word with a dash or slash, not one with an apostrophe or accent', () => {
    const markup = renderToStaticMarkup(<WholeWords text="N’Dri Sékou Ba–Diallo A/B O'Neil" />)
    const boxes = [...markup.matchAll(/<span class="[^"]*">([^<]*)<\/span>/g)]
    expect(boxes.map(([, word]) => word)).toEqual(['Ba–Diallo', 'A/B'])
  })
  it('keeps a name without such words one text node', () => {
    const markup = renderToStaticMarkup(<WholeWords text="Aminata  Sow Diallo" />)
    expect(markup).toBe('<bdi class="[text-decoration:inherit]">Aminata Sow Diallo</bdi>')
  })
})
