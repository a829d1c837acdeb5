import { geoCentroid } from 'd3-geo'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { feature, neighbors } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

import {
  africaMapData,
  isBackgroundLand,
  ISLAND_CENTROIDS,
  ISO_NUMERIC,
  SHADE_STEPS,
  shadeStep,
} from '@/lib/africa-map'
import { countryFromSlug, countrySlug } from '@/lib/country-path'
import { COUNTRIES, type Country } from '@/lib/lists/countries'
import { countryPath } from '@/lib/routes'
import { nonEmpty } from '@/tests/support/non-empty'

type Atlas = Topology<{ countries: GeometryCollection<{ name: string }> }>

// Read as plain JSON (typed by the annotation), not imported: the 1:50m file is large.
const readAtlas = (scale: '50m' | '110m'): Atlas =>
  JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve(`world-atlas/countries-${scale}.json`),
      'utf8',
    ),
  )
const atlas50m = readAtlas('50m')
const atlas110m = readAtlas('110m')

/** The atlas's names where they are not ours: a wrong code shows up as a wrong name. */
const ATLAS_NAMES: Partial<Record<Country, string>> = {
  'Central African Republic': 'Central African Rep.',
  'Democratic Republic of the Congo': 'Dem. Rep. Congo',
  'Equatorial Guinea': 'Eq. Guinea',
  Eswatini: 'eSwatini',
  'Republic of the Congo': 'Congo',
  'South Sudan': 'S. Sudan',
}

/** Every x,y an outline's path moves or draws to (geoPath writes them absolute). */
const points = (d: string) =>
  [...d.matchAll(/[ML](-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map(([, x, y]) => [
    Number(x),
    Number(y),
  ])

describe('ISO_NUMERIC', () => {
  it('gives each of the 52 countries its own code', () => {
    expect(Object.keys(ISO_NUMERIC).sort()).toEqual([...COUNTRIES].sort())
    expect(new Set(Object.values(ISO_NUMERIC)).size).toBe(COUNTRIES.length)
  })

  it("names each country's own shape in the 1:50m atlas", () => {
    const shapes = feature(atlas50m, atlas50m.objects.countries).features
    const names = new Map(shapes.map((shape) => [shape.id, shape.properties.name]))
    for (const country of COUNTRIES) {
      expect(names.get(ISO_NUMERIC[country]), country).toBe(ATLAS_NAMES[country] ?? country)
    }
  })
})

describe('ISLAND_CENTROIDS', () => {
  it('are the 1:50m centroids of exactly the countries the 1:110m atlas lacks', () => {
    const in110m = new Set(atlas110m.objects.countries.geometries.map((g) => g.id))
    const missing = COUNTRIES.filter((country) => !in110m.has(ISO_NUMERIC[country]))
    expect(Object.keys(ISLAND_CENTROIDS).sort()).toEqual(missing.sort())

    const shapes = feature(atlas50m, atlas50m.objects.countries).features
    for (const country of nonEmpty(missing)) {
      const shape = shapes.find((s) => s.id === ISO_NUMERIC[country])
      expect(shape, country).toBeDefined()
      const [lon, lat] = geoCentroid(shape!)
      const [expectedLon, expectedLat] = ISLAND_CENTROIDS[country] ?? []
      expect(expectedLon, country).toBeCloseTo(lon, 2)
      expect(expectedLat, country).toBeCloseTo(lat, 2)
    }
  })
})

describe('africaMapData', () => {
  const map = africaMapData()

  it('is worked out once', () => {
    expect(africaMapData()).toBe(map)
  })

  it('has a viewBox of its width and height', () => {
    expect(map.viewBox).toBe(`0 0 ${map.width} ${map.height}`)
    // Africa is about as tall as it is wide: a mirrored or sideways projection would not be.
    expect(map.height / map.width).toBeGreaterThan(0.8)
    expect(map.height / map.width).toBeLessThan(1.2)
  })

  it('draws all 52 countries, in the list order, inside the viewBox', () => {
    expect(map.countries.map(({ country }) => country)).toEqual(COUNTRIES)
    for (const { country, d, centre, dot } of nonEmpty(map.countries)) {
      expect(d, country).not.toBe('')
      const [cx, cy] = centre
      expect(cx, country).toBeGreaterThan(0)
      expect(cx, country).toBeLessThan(map.width)
      expect(cy, country).toBeGreaterThan(0)
      expect(cy, country).toBeLessThan(map.height)
      if (dot) continue
      const xs = points(d).map(([x]) => x!)
      const ys = points(d).map(([, y]) => y!)
      expect(Math.min(...xs), country).toBeGreaterThanOrEqual(0)
      expect(Math.max(...xs), country).toBeLessThanOrEqual(map.width)
      expect(Math.min(...ys), country).toBeGreaterThanOrEqual(0)
      expect(Math.max(...ys), country).toBeLessThanOrEqual(map.height)
      // Big enough to see and point at: the smallest (Gambia, Eswatini) are over 10 units across.
      const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys))
      expect(span, country).toBeGreaterThan(10)
    }
  })

  it('marks only the islands as dots, each a circle at its centre', () => {
    const dots = map.countries.filter(({ dot }) => dot)
    expect(dots.map(({ country }) => country).sort()).toEqual(Object.keys(ISLAND_CENTROIDS).sort())
    for (const { d } of nonEmpty(dots))
      expect(d).toMatch(/^M-?\d+,-?\d+m0,\d+a(\d+),\1 0 1,1 0,-\d+a/)
  })

  it('puts north up and east right', () => {
    const centre = (country: Country) => map.countries.find((c) => c.country === country)!.centre
    expect(centre('Tunisia')[1]).toBeLessThan(centre('South Africa')[1])
    expect(centre('Senegal')[0]).toBeLessThan(centre('Somalia')[0])
    expect(centre('Cabo Verde')[0]).toBeLessThan(centre('Senegal')[0])
    expect(centre('Mauritius')[0]).toBeGreaterThan(centre('Madagascar')[0])
  })

  it('draws the rest of mainland Africa as background, leaving no gap next to a country', () => {
    expect(map.background).not.toBe('')
    // The shapes bordering a listed country that are not listed themselves, but for the two
    // across the Sinai, in Asia: the background must be exactly these.
    const shapes = feature(atlas110m, atlas110m.objects.countries).features
    const listed = new Set<unknown>(Object.values(ISO_NUMERIC))
    const asia = ['Israel', 'Palestine']
    const bordering = new Set<string>()
    neighbors(atlas110m.objects.countries.geometries).forEach((around, index) => {
      if (!listed.has(shapes[index]?.id)) return
      for (const shape of around.map((n) => shapes[n])) {
        if (shape && !listed.has(shape.id)) bordering.add(shape.properties.name)
      }
    })
    const unlisted = [...bordering].filter((name) => !asia.includes(name)).sort()
    expect(unlisted).toEqual(['Somaliland', 'W. Sahara'])
    const background = shapes.filter(isBackgroundLand).map((shape) => shape.properties.name)
    expect(background.sort()).toEqual(unlisted)
  })
})

describe('country slugs', () => {
  it('turn every country into a slug and back', () => {
    const slugs = COUNTRIES.map(countrySlug)
    expect(new Set(slugs).size).toBe(COUNTRIES.length)
    for (const [i, slug] of nonEmpty(slugs.entries())) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(countryFromSlug(slug)).toBe(COUNTRIES[i])
    }
  })

  it.each([
    ["Côte d'Ivoire", 'cote-d-ivoire'],
    ['Democratic Republic of the Congo', 'democratic-republic-of-the-congo'],
    ['Guinea-Bissau', 'guinea-bissau'],
    ['Cabo Verde', 'cabo-verde'],
  ] as const)('%j → %j', (country, slug) => {
    expect(countrySlug(country)).toBe(slug)
    expect(countryPath(country)).toBe(`/countries/${slug}`)
  })

  it('know no other slug', () => {
    for (const slug of ['cote-divoire', 'Ghana', 'ghana ', 'seychelles', '']) {
      expect(countryFromSlug(slug)).toBeUndefined()
    }
  })
})

describe('shadeStep', () => {
  const top = SHADE_STEPS.at(-1)

  it('is 0 without stories, and the darkest for the country with the most', () => {
    expect(shadeStep(0, 5)).toBe(0)
    expect(shadeStep(0, 0)).toBe(0)
    expect(shadeStep(5, 5)).toBe(top)
    expect(shadeStep(1, 1)).toBe(top)
  })

  it('never falls as the count grows, and shades every country with a story', () => {
    for (let most = 1; most <= 60; most++) {
      let previous = 0
      for (let count = 1; count <= most; count++) {
        const step = shadeStep(count, most)
        expect(step).toBeGreaterThanOrEqual(Math.max(previous, 1))
        previous = step
      }
    }
  })

  it('uses every shade when counts spread out', () => {
    const steps = new Set(Array.from({ length: 20 }, (_, i) => shadeStep(i + 1, 20)))
    expect([...steps].sort()).toEqual([...SHADE_STEPS])
  })

  it('sets a single story apart from many on a log scale', () => {
    // 1 of 9: a linear scale gives the palest shade; the log scale one step up.
    expect(shadeStep(1, 9)).toBe(2)
    expect(shadeStep(3, 9)).toBe(3)
  })
})
