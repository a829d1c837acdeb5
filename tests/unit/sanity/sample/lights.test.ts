// A sample story's description never contradicts itself: the city at night is not photographed
// under the dry-season sun, and the harmattan's haze is only where it blows.
import { generateSampleDataset } from '@/sanity/sample/generate'
import { LIGHT_NAMES, LIGHTS, lightsFor } from '@/sanity/sample/lights'
import { SUBJECTS } from '@/sanity/sample/subjects'
import { publishedStories } from '@/tests/support/dataset'
import { nonEmpty } from '@/tests/support/non-empty'

// Generated here: a fresh clone's unit tests run before the sample is written.
const stories = publishedStories(generateSampleDataset({ now: new Date('2026-12-01T00:00:00Z') }))

describe('the light a sample story is said to be photographed in', () => {
  it('is one its subject allows', () => {
    const limited = SUBJECTS.filter((subject) => subject.lights)
    expect(limited.length).toBeGreaterThan(0)
    let checked = 0
    for (const subject of limited) {
      const excluded = LIGHT_NAMES.filter((light) => !subject.lights?.includes(light))
      const own = [...subject.leads, ...subject.focuses]
      for (const { description } of stories) {
        if (!own.some((words) => description.toLowerCase().includes(words.toLowerCase()))) continue
        checked += 1
        for (const light of nonEmpty(excluded))
          expect(description, subject.id).not.toContain(LIGHTS[light])
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('is the harmattan’s haze only where the harmattan blows', () => {
    const hazy = stories.filter(({ description }) => description.includes(LIGHTS.harmattan))
    expect(hazy.length).toBeGreaterThan(0)
    for (const { country, description } of hazy) {
      expect(lightsFor(undefined, country), description).toContain('harmattan')
    }
    expect(lightsFor(undefined, 'South Africa')).not.toContain('harmattan')
    expect(lightsFor(undefined, 'Niger')).toContain('harmattan')
  })
})
