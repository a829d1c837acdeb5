import tsParser from '@typescript-eslint/parser'
import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'

import expectInLoops from '@/tests/support/lint/expect-in-loops.mjs'

// RuleTester writes one Vitest test a case.
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only
const tester = new RuleTester({ languageOptions: { parser: tsParser } })

describe('the expect-in-loops lint rule lets a loop assert over a written or checked list only', () => {
  tester.run('expect-in-loops', expectInLoops, {
    valid: [
      "for (const x of ['a', 'b']) expect(x).toBe('a')",
      "const PAGES = ['/', '/latest'] as const\nfor (const p of PAGES) expect(p).toBeTruthy()",
      "import { LOCALES } from 'x'\nLOCALES.forEach((l) => expect(l).toBeTruthy())",
      'for (const s of nonEmpty(stories)) expect(s).toBeTruthy()',
      'expect(stories).not.toHaveLength(0)\nfor (const s of stories) expect(s).toBeTruthy()',
      'for (const s of stories) total += s.length\nexpect(total).toBe(3)',
    ],
    invalid: [
      { code: 'for (const s of stories) expect(s).toBeTruthy()', errors: 1 },
      { code: 'stories.forEach((s) => expect(s).toBeTruthy())', errors: 1 },
      { code: 'for (const [i, s] of stories.entries()) expect(s).toBe(i)', errors: 1 },
      { code: 'for (const s of await list.all()) await expect(s).toBeVisible()', errors: 1 },
    ],
  })
})
