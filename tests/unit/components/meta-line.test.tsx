import { renderToStaticMarkup } from 'react-dom/server'

import { MetaLine } from '@/components/meta-line'
import { WholeWords } from '@/components/whole-words'

describe('MetaLine', () => {
  it('holds each dot to the item before it, so a wrapped line never starts with one', () => {
    const markup = renderToStaticMarkup(<MetaLine items={['Ghana', '6 min read', '≈ 1 MB']} />)
    // The only break opportunities are the plain spaces after a dot.
    expect(markup).toBe(
      '<p>' +
        '<span class="inline-block max-w-full">Ghana<span aria-hidden="true">\u00a0·</span></span> ' +
        '<span class="inline-block max-w-full">6 min read<span aria-hidden="true">\u00a0·</span></span> ' +
        '<span class="inline-block max-w-full">≈ 1 MB</span>' +
        '</p>',
    )
  })

  it('leaves out empty items and their dots', () => {
    const markup = renderToStaticMarkup(<MetaLine items={['Ghana', null, '', false, 'Art']} />)
    expect(markup.match(/·/g)).toHaveLength(1)
    expect(markup).toContain('>Art</span></p>')
  })
})

describe('WholeWords', () => {
  it('lets a name wrap between its words, not at its hyphen', () => {
    const markup = renderToStaticMarkup(<WholeWords text="Caroline  Adomah-Akyena" />)
    expect(markup).toBe(
      '<span class="inline-block max-w-full">Caroline</span> ' +
        '<span class="inline-block max-w-full">Adomah-Akyena</span>',
    )
  })
})
