// The map of Africa that shows where the stories are: each listed country's outline as an SVG
// path, projected once per server process from Natural Earth's 1:110m atlas, with its slug and
// how dark to shade it for its number of stories. Pure: no React, no fetching.
import { geoAzimuthalEqualArea, geoPath } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry, Point } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries110m from 'world-atlas/countries-110m.json'

import { COUNTRIES, type Country } from '@/lib/lists/countries'

/**
 * Each country's ISO 3166-1 numeric code: the atlas's `id`. Matched by code, never by the
 * atlas's English names, which differ from ours ("Dem. Rep. Congo", "eSwatini", "Congo").
 */
export const ISO_NUMERIC = {
  Algeria: '012',
  Angola: '024',
  Benin: '204',
  Botswana: '072',
  'Burkina Faso': '854',
  Burundi: '108',
  'Cabo Verde': '132',
  Cameroon: '120',
  'Central African Republic': '140',
  Chad: '148',
  Comoros: '174',
  'Democratic Republic of the Congo': '180',
  Djibouti: '262',
  Egypt: '818',
  'Equatorial Guinea': '226',
  Eritrea: '232',
  Eswatini: '748',
  Ethiopia: '231',
  Gabon: '266',
  Gambia: '270',
  Ghana: '288',
  Guinea: '324',
  'Guinea-Bissau': '624',
  "Côte d'Ivoire": '384',
  Kenya: '404',
  Lesotho: '426',
  Liberia: '430',
  Libya: '434',
  Madagascar: '450',
  Malawi: '454',
  Mali: '466',
  Mauritania: '478',
  Mauritius: '480',
  Morocco: '504',
  Mozambique: '508',
  Namibia: '516',
  Niger: '562',
  Nigeria: '566',
  'Republic of the Congo': '178',
  Rwanda: '646',
  Senegal: '686',
  'Sierra Leone': '694',
  Somalia: '706',
  'South Africa': '710',
  'South Sudan': '728',
  Sudan: '729',
  Tanzania: '834',
  Togo: '768',
  Tunisia: '788',
  Uganda: '800',
  Zambia: '894',
  Zimbabwe: '716',
} as const satisfies Record<Country, string>

/**
 * Island countries the 1:110m atlas leaves out (too small at that scale), drawn as dots. Their
 * centroids [longitude, latitude], from the 1:50m atlas (`geoCentroid`, rounded to 0.01°):
 * tests/unit/lib/africa-map.test.ts checks them against it, so the site need not load that larger file.
 */
export const ISLAND_CENTROIDS: Partial<Record<Country, readonly [number, number]>> = {
  'Cabo Verde': [-23.96, 15.96],
  Comoros: [43.68, -11.88],
  Mauritius: [57.57, -20.28],
}

/**
 * Mainland Africa outside our list, drawn as plain land so the continent has no gaps: Western
 * Sahara (ISO 732), and Somaliland, which the atlas keeps apart from Somalia without an ISO code
 * (so this one is matched by the atlas's name).
 */
const BACKGROUND_IDS: readonly string[] = ['732']
const BACKGROUND_NAMES: readonly string[] = ['Somaliland']

export const isBackgroundLand = (shape: { id?: string | number; properties: { name: string } }) =>
  BACKGROUND_IDS.includes(String(shape.id)) || BACKGROUND_NAMES.includes(shape.properties.name)

/** The viewBox's width; its height follows from Africa's shape. */
export const MAP_WIDTH = 1000
/** Room around the edge so the dots of the outermost islands are not cut off. */
const MAP_PADDING = 10
/** An island dot's radius, in viewBox units: big enough to see and to point at. */
const DOT_RADIUS = 7

export type MapCountry = {
  country: Country
  /** The outline (or, for a dot, a circle) as an SVG path, in viewBox units. */
  d: string
  /** Where a label or marker goes: the outline's centroid, in viewBox units. */
  centre: [number, number]
  /** The outline's width and height, in viewBox units (0 × 0 for a dot): how easy it is to tap. */
  size: [number, number]
  /** Whether `d` is a dot standing in for an island too small to draw. */
  dot: boolean
}

export type AfricaMapData = {
  viewBox: string
  width: number
  height: number
  countries: MapCountry[]
  /** Africa outside our list, as one path: unlabelled background. */
  background: string
}

type Atlas = Topology<{ countries: GeometryCollection<{ name: string }> }>

// TypeScript reads the JSON's `type` fields as plain strings and its pairs as arrays, which the
// TopoJSON types spell as literals and tuples. The file is world-atlas's published TopoJSON (and
// the tests read all of it), so this one assertion only restores what JSON typing loses.
const atlas = countries110m as unknown as Atlas

function buildAfricaMapData(): AfricaMapData {
  const features = feature(atlas, atlas.objects.countries).features
  const byId = new Map(features.map((shape) => [shape.id, shape]))
  const drawn = COUNTRIES.map((country) => {
    const shape = byId.get(ISO_NUMERIC[country])
    if (shape) return { country, shape, dot: false }
    const centroid = ISLAND_CENTROIDS[country]
    if (!centroid) throw new Error(`africa-map: ${country} is neither in the atlas nor an island`)
    const point: Feature<Point> = {
      type: 'Feature',
      properties: {},
      geometry: { type: 'Point', coordinates: [...centroid] },
    }
    return { country, shape: point, dot: true }
  })
  const background = features.filter(isBackgroundLand)
  const everything: FeatureCollection<Geometry | null> = {
    type: 'FeatureCollection',
    features: [...drawn.map(({ shape }) => shape), ...background],
  }

  // Lambert's azimuthal equal-area, centred on Africa: a choropleth compares areas, so they stay
  // true, and the continent's edges are hardly sheared. North is up.
  const projection = geoAzimuthalEqualArea()
    .rotate([-17, -2])
    .fitWidth(MAP_WIDTH - 2 * MAP_PADDING, everything)
  const [x, y] = projection.translate()
  projection.translate([x + MAP_PADDING, y + MAP_PADDING])
  // Whole viewBox units: still finer than the 1:110m outlines, and the markup stays short.
  const path = geoPath(projection).digits(0).pointRadius(DOT_RADIUS)

  const [, [, bottom]] = path.bounds(everything)
  const height = Math.ceil(bottom + MAP_PADDING)
  const round = ([px, py]: [number, number]): [number, number] => [Math.round(px), Math.round(py)]
  return {
    viewBox: `0 0 ${MAP_WIDTH} ${height}`,
    width: MAP_WIDTH,
    height,
    countries: drawn.map(({ country, shape, dot }) => {
      const [[left, top], [right, bottom]] = path.bounds(shape)
      return {
        country,
        d: path(shape) ?? '',
        centre: round(path.centroid(shape)),
        size: dot ? [0, 0] : round([right - left, bottom - top]),
        dot,
      }
    }),
    background: path({ type: 'FeatureCollection', features: background }) ?? '',
  }
}

let built: AfricaMapData | undefined

/** The map, projected on first use and kept for the life of the process. */
export function africaMapData(): AfricaMapData {
  built ??= buildAfricaMapData()
  return built
}

/** The shades of story count, palest first; 0 (not among them) is the plain land of no stories. */
export const SHADE_STEPS = [1, 2, 3, 4] as const

export type ShadeStep = 0 | (typeof SHADE_STEPS)[number]

/**
 * How dark to shade a country with `count` stories when the most any country has is `most`:
 * 0 for none, else one of SHADE_STEPS. On a log scale, since a few countries hold most stories:
 * a linear one would leave every other country in the palest shade.
 */
export function shadeStep(count: number, most: number): ShadeStep {
  if (count <= 0 || most <= 0) return 0
  const share = Math.log1p(Math.min(count, most)) / Math.log1p(most)
  // share is in (0, 1], so the index is in range; `??` only satisfies the type checker.
  return SHADE_STEPS[Math.ceil(share * SHADE_STEPS.length) - 1] ?? 1
}
