// `npm run faces`: writes the heading face cut to African Latin letters (lib/faces/african-latin.ts)
// where next/font reads it. Run before `next build` and `next dev`.
import { writeFile } from 'node:fs/promises'

import { AFRICAN_LATIN_FILE, africanLatinFace } from '@/lib/faces/african-latin'

await writeFile(AFRICAN_LATIN_FILE, await africanLatinFace())
