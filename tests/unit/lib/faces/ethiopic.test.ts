// Amharic headings name the phone's Ge'ez faces in the stylesheet, as lib/faces/ethiopic.ts lists
// them: the e2e check of the faces Chromium draws with allows those and no other.
import { readFileSync } from 'node:fs'

import { ETHIOPIC_DISPLAY_CLASS, ETHIOPIC_SYSTEM_FACES } from '@/lib/faces/ethiopic'

describe('the Ge’ez faces of Amharic headings', () => {
  it('are the stylesheet’s, in its order', () => {
    const css = readFileSync('app/globals.css', 'utf8')
    const rule = new RegExp(
      `\\.${ETHIOPIC_DISPLAY_CLASS}\\s*\\{\\s*--font-ethiopic-display:([^;]+);`,
    )
    const named = rule
      .exec(css)?.[1]
      ?.split(',')
      .map((face) => face.trim().replace(/^'|'$/g, ''))
    expect(named).toEqual([...ETHIOPIC_SYSTEM_FACES])
  })
})
