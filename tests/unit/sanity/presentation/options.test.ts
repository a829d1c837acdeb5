// The Studio's tools: Structure first, then Presentation with the site's locations and draft-mode
// routes.
import { existsSync } from 'node:fs'

import studioConfig from '@/sanity.config'
import { locations } from '@/sanity/presentation/locations'
import { mainDocuments } from '@/sanity/presentation/main-documents'
import { presentationOptions } from '@/sanity/presentation/options'

const tools = (studioConfig.plugins ?? []).flatMap((plugin) =>
  Array.isArray(plugin.tools) ? plugin.tools : [],
)

describe('Studio config', () => {
  it('has Structure first, then Presentation with these options', () => {
    expect(tools.map((tool) => tool.name)).toEqual(['structure', 'presentation'])
    expect(tools[1]?.options).toBe(presentationOptions)
    expect(presentationOptions.resolve).toEqual({ locations, mainDocuments })
  })

  it("turns draft mode on and off through the site's routes", () => {
    const { enable, disable } = presentationOptions.previewUrl.previewMode
    expect({ enable, disable }).toEqual({
      enable: '/api/draft-mode/enable',
      disable: '/api/draft-mode/disable',
    })
    for (const route of [enable, disable]) expect(existsSync(`app${route}/route.ts`)).toBe(true)
  })
})
