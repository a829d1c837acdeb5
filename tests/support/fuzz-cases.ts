// The requests tests/server/hostile.test.ts sends: every route, hostile slugs, broken
// percent-encoding, long values, traversal, unknown filters, every method, bad image parameters,
// junk webhooks and preview links. Each says what a right answer looks like, beyond "no 500".
import type { Faker } from '@faker-js/faker'

import type { SampleDocument } from '@/sanity/sample/documents'

import { personPath } from '@/lib/routes'
import { nameOf, persons, publishedStories } from '@/tests/support/dataset'
import type { RawRequest, RawResponse } from '@/tests/support/raw-http'

export type FuzzCase = {
  group: string
  request: RawRequest & { method?: string }
  /** Why the answer is wrong, or undefined when it is right. */
  check: (response: RawResponse) => string | undefined
}

const PAGES = ['/', '/latest', '/stories', '/community', '/theruumafrica', '/studio']
/** Live preview's listen endpoint (sanity/live/), for the site's dataset. */
const LIVE_PATH = '/api/live/v2025-06-18/data/listen/production'
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']

const is4xx = (response: RawResponse) =>
  response.status >= 400 && response.status < 500
    ? undefined
    : `expected a 4xx, got ${response.status}`
const isStatus =
  (...statuses: number[]) =>
  (response: RawResponse) =>
    statuses.includes(response.status)
      ? undefined
      : `expected ${statuses.join(' or ')}, got ${response.status}`
const notAPage = (response: RawResponse) =>
  response.status >= 300 && response.status < 400 ? undefined : is4xx(response)
// Dot segments resolve like a browser's (`/stories/..` is `/`); no file of the project is served.
const noProjectFile = (response: RawResponse) =>
  /"the-ruum-africa"|cacheComponents|root:x:0/.test(response.body)
    ? 'served a file of the project'
    : undefined

const encode = (text: string) => encodeURIComponent(text)

/** Slugs no published story has: hostile, malformed, too long, or merely unknown. */
function hostileSlugs(faker: Faker, real: string): string[] {
  const fixed = [
    'a'.repeat(5_000),
    'a'.repeat(97),
    real.toUpperCase(),
    `${real}-x`,
    `${real}/`,
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    encode('<script>alert(1)</script>'),
    encode('"><img src=x onerror=alert(1)>'),
    encode("' OR 1=1 --"),
    encode('${7*7}{{7*7}}'),
    '%00',
    'a%00b',
    '%0d%0aSet-Cookie:%20x=1',
    encode('🦁🦒'),
    encode('مرحبا-بالعالم'),
    encode('\u202eevil'),
    'con',
    'index.html',
    '_next',
    'null',
    'undefined',
  ]
  const generated = Array.from({ length: 650 }, (_, i) => {
    switch (i % 6) {
      case 0:
        return faker.lorem.slug({ min: 1, max: 6 })
      case 1:
        return faker.string.alphanumeric({ length: { min: 1, max: 300 } })
      case 2:
        return encode(faker.string.sample({ min: 1, max: 40 }))
      case 3:
        return encode(faker.internet.emoji() + faker.lorem.word())
      case 4:
        return `${faker.lorem.slug(3)}-${faker.number.int({ max: 1e9 })}`
      default:
        return encode(faker.string.fromCharacters('-_.~!*()', { min: 1, max: 12 }))
    }
  })
  return [...fixed, ...generated]
}

function badEncodings(faker: Faker): string[] {
  const broken = ['%', '%z', '%zz', '%ff%fe', '%c0%af', '%E0%A4%A', '%%', '%g1', '%2', '%u0041']
  return Array.from({ length: 200 }, (_, i) => {
    const base = faker.helpers.arrayElement([...PAGES, '/stories/x', '/api/revalidate', ''])
    return `${base === '/' ? '' : base}/${faker.lorem.word()}${broken[i % broken.length]}`
  })
}

function traversals(chunk: string): string[] {
  const targets = ['package.json', 'etc/passwd', '.env', 'next.config.ts', '.next/BUILD_ID']
  const prefixes = [
    '/..',
    '/../..',
    '/_next/static/../..',
    '/_next/static/%2e%2e/%2e%2e',
    '/_next/static/..%2f..%2f..',
    '/sample-images/images/local/production/..%2f..%2f..%2f..',
    '/icon.svg/..%2f..',
    '/stories/..%2f..',
    '//',
    '/%5c..%5c..',
    `${chunk}/..%2f..%2f..%2f..`,
  ]
  return prefixes.flatMap((prefix) => targets.map((target) => `${prefix}/${target}`))
}

function imageCases(documents: SampleDocument[], faker: Faker): FuzzCase[] {
  const assets = documents.flatMap((doc) => (doc._type === 'sanity.imageAsset' ? [doc] : []))
  const asset = assets[0]
  if (!asset) throw new Error('The dataset has no image assets.')
  const path = `/sample-images/${asset.path}`
  const good = 'w=256&h=320&q=80&fit=crop&auto=format'
  const real: FuzzCase = {
    group: 'real image',
    request: { path: `${path}?${good}` },
    check: isStatus(200),
  }
  const mutations = [
    'w=4000&h=4000&q=80&fit=crop&auto=format',
    'w=256&h=320&q=53&fit=crop&auto=format',
    'w=256&h=320&fm=avif&q=80&fit=crop',
    'w=256&h=320&fm=webp&q=80&fit=crop&auto=format',
    'w=256&h=320&q=80&fit=crop&auto=compress',
    'w=256&h=320&q=80&fit=scale&auto=format',
    'w=256&h=320&q=80&fit=crop&auto=format&dpr=3',
    'w=256&h=99999&q=80&fit=crop&auto=format',
    'w=256&h=320&q=80&fit=crop&auto=format&rect=99999,0,1,1',
    'w=256&h=320&q=80&fit=crop&auto=format&rect=a,b,c,d',
    'w=1e9&h=1&q=80&fit=crop&auto=format',
    'w=-1&h=-1',
    '',
  ]
  const bad = Array.from({ length: 420 }, (_, i): FuzzCase => {
    const pick = i % 4
    if (pick === 0) {
      const mutation = mutations[i % mutations.length] ?? ''
      return {
        group: 'bad image parameters',
        request: { path: `${path}?${mutation}` },
        check: is4xx,
      }
    }
    if (pick === 1) {
      const random = `w=${faker.number.int({ max: 5000 })}&h=${faker.number.int({ max: 5000 })}&q=${faker.number.int({ max: 100 })}&fm=${faker.helpers.arrayElement(['webp', 'jpg', 'png', 'avif', 'gif'])}&fit=${faker.helpers.arrayElement(['crop', 'clip', 'max', 'fill'])}`
      return {
        group: 'bad image parameters',
        request: { path: `${path}?${random}` },
        // Now and then the dice land on a size the site uses: then the image is right too.
        check: (response) => (response.status === 200 ? undefined : is4xx(response)),
      }
    }
    if (pick === 2) {
      const id = faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' })
      return {
        group: 'unknown image asset',
        request: { path: `/sample-images/images/local/production/${id}-1311x1638.jpg?${good}` },
        check: isStatus(404),
      }
    }
    const file = faker.helpers.arrayElement([
      `${asset.assetId}-1x1.jpg`,
      `${asset.assetId}.jpg`,
      'x'.repeat(300),
      `${asset.assetId}-1311x1638.gif`,
    ])
    const project = faker.helpers.arrayElement(['local', 'abc123', '..'])
    return {
      group: 'bad image path',
      request: { path: `/sample-images/images/${project}/production/${encode(file)}?${good}` },
      check: is4xx,
    }
  })
  return [real, ...bad]
}

/**
 * Requests Next's own server answers with a 500: TRACE, a target that is no path (`*`) or names
 * another host, a Range it cannot read. None may be a 5xx, nor send the reader to another host.
 */
function malformedRequests(chunk: string, real: string): FuzzCase[] {
  const paths = ['/', `/stories/${real}`, '/fr/lite', chunk, '/icon.svg', '/api/revalidate']
  const trace = paths.map((path): FuzzCase => ({
    group: 'trace',
    request: { method: 'TRACE', path },
    check: isStatus(405, 501),
  }))
  // Pages warmed before the fuzzing (a real page's first render is stored, as for anyone's).
  const absolute = ['http://evil.example/en/latest', 'https://evil.example', 'HTTP://evil.example/']
  const targets = ['*', 'evil.example/x', ...absolute].map((path): FuzzCase => ({
    group: 'request target',
    request: { method: 'GET', path },
    check: (response) =>
      response.status >= 500
        ? `got ${response.status}`
        : (response.headers.location ?? '').includes('evil.example')
          ? `sent to ${response.headers.location}`
          : undefined,
  }))
  const ranges = [
    'bytes=5-1',
    'bytes=-0',
    'bytes=999999999-',
    'bytes=abc',
    'bytes=0-1,x',
    'items=0-1',
  ]
  const ranged = [chunk, '/icon.svg', '/favicon.ico'].flatMap((path) =>
    ranges.map((range): FuzzCase => ({
      group: 'range',
      request: { path, headers: { range } },
      check: isStatus(200, 206, 416),
    })),
  )
  return [...trace, ...targets, ...ranged]
}

/**
 * A thousand made-up names under the routes of files a route draws or writes (icons, another
 * language's manifests, feeds and cards): a 404 each, and nothing stored for any of them.
 */
function madeUpFileNames(faker: Faker): FuzzCase[] {
  const bases = [
    (name: string) => `/icons/${name}.png`,
    (name: string) => `/${name}/manifest.webmanifest`,
    (name: string) => `/${name}/lite/manifest.webmanifest`,
    (name: string) => `/${name}/feed.xml`,
    (name: string) => `/og/${name}/site`,
  ]
  const names = faker.helpers.uniqueArray(
    () => `${faker.lorem.word()}${faker.string.alphanumeric(6)}`,
    1_000,
  )
  return names.map((name, i): FuzzCase => ({
    group: 'made-up file name',
    request: { path: bases[i % bases.length]?.(encode(name)) ?? '/' },
    check: isStatus(404),
  }))
}

export function fuzzCases({
  documents,
  chunk,
  faker,
}: {
  documents: SampleDocument[]
  chunk: string
  faker: Faker
}): FuzzCase[] {
  const stories = publishedStories(documents)
  const real = stories[0]?.slug.current ?? ''
  const cases: FuzzCase[] = []

  // A 404, or Next's redirect to the same path without a trailing slash.
  for (const slug of hostileSlugs(faker, real)) {
    cases.push({ group: 'hostile slug', request: { path: `/stories/${slug}` }, check: notAPage })
  }
  // The same slugs as a country, a person or a story's card: none names one, so none renders.
  for (const slug of hostileSlugs(faker, real).slice(0, 60)) {
    for (const base of ['/countries', '/people', '/og/stories', '/og/ar/stories']) {
      cases.push({ group: 'hostile name', request: { path: `${base}/${slug}` }, check: notAPage })
    }
  }
  // A real person's page numbers that are none (their work fills a page or three): a 404 each,
  // whether asked as `?page=` or at the internal route, and nothing rendered or stored.
  const person = persons(documents)[0]
  const personPage = person ? (personPath(nameOf(person)) ?? '') : ''
  for (const page of ['0', '-1', '2.5', '02', 'x', '99999', '9'.repeat(30), '1e3']) {
    for (const path of [`${personPage}?page=${page}`, `${personPage}/${page}`]) {
      cases.push({ group: 'bad person page', request: { path }, check: isStatus(404) })
    }
  }
  // Hostile searches: the page, with the query as inert text (the e2e tests read the results).
  for (let i = 0; i < 40; i++) {
    const query = faker.helpers.arrayElement([
      faker.string.sample(faker.number.int({ min: 1, max: 2_000 })),
      '<script>alert(1)</script>',
      '🦁'.repeat(faker.number.int({ min: 1, max: 500 })),
      'مرحبا بالعالم '.repeat(faker.number.int({ min: 1, max: 50 })),
      `${faker.lorem.words(20)} ${faker.string.alpha(30)}`,
    ])
    cases.push({
      group: 'hostile search',
      request: { path: `/search?q=${encodeURIComponent(query)}` },
      check: isStatus(200),
    })
  }
  for (const path of badEncodings(faker)) {
    cases.push({ group: 'bad percent-encoding', request: { path }, check: isStatus(400) })
  }
  for (const path of traversals(chunk)) {
    cases.push({ group: 'traversal', request: { path }, check: noProjectFile })
  }

  // Beside a route or a file: Next would route each into app/(site)/[mode] (a mode called `api`,
  // `.env`…) if the proxy let it through. None is a page.
  for (let i = 0; i < 60; i++) {
    const word = faker.lorem.word()
    const page = faker.helpers.arrayElement(['', '/latest', '/stories', `/stories/${word}`])
    const beside = faker.helpers.arrayElement(['/api', '/sample-images', `/${word}.txt`, '/.env'])
    const file = faker.helpers.arrayElement(['/.env', `/${word}.php`, `/${word}.xml`])
    const path =
      i % 3 === 2
        ? `${faker.helpers.arrayElement(['', '/full', '/lite'])}${file}`
        : `${beside}${page}`
    cases.push({ group: 'beside a route', request: { path: path || '/api' }, check: is4xx })
  }
  // Sitemaps the index does not name: a 404 each (one cached list of ids, nothing per request).
  for (let i = 0; i < 20; i++) {
    const id = faker.helpers.arrayElement([
      String(faker.number.int({ min: 1, max: 10 ** 9 })),
      faker.lorem.word(),
      `${faker.number.int(9)}.${faker.lorem.word()}`,
    ])
    cases.push({
      group: 'unknown sitemap',
      request: { path: `/sitemaps/${id}.xml` },
      check: is4xx,
    })
  }

  // Long values: a long query is ignored by the page; a long path names nothing.
  for (let i = 0; i < 60; i++) {
    const page = PAGES[i % PAGES.length] ?? '/'
    const value = faker.string.alphanumeric(faker.number.int({ min: 1_000, max: 8_000 }))
    cases.push({
      group: 'long query',
      request: { path: `${page}?${faker.lorem.word()}=${value}` },
      check: isStatus(200),
    })
    cases.push({
      group: 'long path',
      request: { path: `/${faker.string.alphanumeric({ length: { min: 300, max: 12_000 } })}` },
      check: is4xx,
    })
  }

  // Unknown filters on /stories: the page, with no stories and a way back.
  const categories = documents.flatMap((doc) =>
    doc._type === 'category' ? [doc.slug.current] : [],
  )
  for (let i = 0; i < 300; i++) {
    const category = i % 3 === 0 ? faker.helpers.arrayElement(categories) : faker.lorem.slug(2)
    // Never a country with stories: a real filter is a real page, which Next caches on first
    // visit like any other (the e2e tests cover those).
    const country = encode(
      i % 2 === 0
        ? `${faker.location.country()} ${faker.string.alpha(3)}`
        : faker.string.sample(20),
    )
    const extra = i % 5 === 0 ? `&category=${faker.lorem.word()}&page=-1&sort=${encode("'")}` : ''
    cases.push({
      group: 'unknown filter',
      request: { path: `/stories?category=${category}&country=${country}${extra}` },
      // With `page=-1`, a filter the dice made real is a list with pages, and that is no page.
      check: extra ? isStatus(200, 404) : isStatus(200),
    })
  }

  // Page numbers that are not one, or past any list's last page: 404, never a render.
  const countries = stories.map((story) => story.country)
  const slugOf = new Map(
    documents.flatMap((doc) => (doc._type === 'category' ? [[doc._id, doc.slug.current]] : [])),
  )
  const storyCategories = stories.flatMap((story) => slugOf.get(story.category._ref) ?? [])
  for (let i = 0; i < 120; i++) {
    const page = faker.helpers.arrayElement([
      '0',
      `-${faker.number.int({ min: 1, max: 99 })}`,
      `${faker.number.int({ min: 1, max: 9 })}.5`,
      `0${faker.number.int({ min: 1, max: 9 })}`,
      `${faker.number.int({ min: 100_000, max: 999_999 })}`,
      faker.string.numeric(faker.number.int({ min: 7, max: 60 })),
      encode(faker.string.sample(8)),
      '',
    ])
    const filter =
      i % 3 === 0
        ? `category=${faker.helpers.arrayElement(storyCategories)}&`
        : i % 3 === 1
          ? `country=${encode(faker.helpers.arrayElement(countries))}&`
          : ''
    const list = i % 4 === 0 ? `/latest?` : `/stories?${filter}`
    cases.push({
      group: 'bad page',
      request: { path: `${list}page=${page}` },
      check: isStatus(404),
    })
  }

  // Every method on every route: 405 (with Allow) where the route does not take it.
  const routes = [
    ...PAGES,
    `/stories/${real}`,
    '/icon.svg',
    chunk,
    '/api/revalidate',
    '/api/data-saver',
    '/api/draft-mode/enable',
    '/api/draft-mode/disable',
    LIVE_PATH,
    '/robots.txt',
    '/no-such-page',
  ]
  for (const route of routes) {
    for (const method of METHODS) {
      const posts = route === '/api/revalidate' || route === '/api/data-saver'
      const takes = posts ? ['POST'] : ['GET', 'HEAD']
      // Next answers OPTIONS on a route handler itself, with the methods it takes.
      if (posts && method === 'OPTIONS') {
        cases.push({
          group: 'method',
          request: { method, path: route },
          check: (response) => (response.headers.allow?.includes('POST') ? undefined : 'no Allow'),
        })
        continue
      }
      cases.push({
        group: 'method',
        request: { method, path: route, ...(method === 'POST' && { body: '{}' }) },
        check: takes.includes(method)
          ? (response) => (response.status === 405 ? `${method} refused` : undefined)
          : (response) =>
              response.status !== 405
                ? `expected 405, got ${response.status}`
                : response.headers.allow
                  ? undefined
                  : '405 without Allow',
      })
    }
  }

  cases.push(...imageCases(documents, faker))
  cases.push(...malformedRequests(chunk, real))
  cases.push(...madeUpFileNames(faker))
  // Where the proxy renders pages, asked for by name: the internal mode, a list page's own route.
  for (const path of [
    '/en/full/stories',
    '/fr/full/latest',
    '/full/latest',
    '/en/full',
    '/browse/no-match',
    '/fr/lite/browse/no-match',
    '/latest/2',
    '/browse/_/_/1',
  ]) {
    cases.push({ group: 'internal route', request: { path }, check: isStatus(404) })
  }

  // Webhooks nobody signed, however they are dressed.
  for (let i = 0; i < 100; i++) {
    const body =
      i % 4 === 0 ? JSON.stringify({ _type: 'story', slug: real }) : faker.string.sample(200)
    const signature =
      i % 3 === 0 ? `t=${Date.now()},v1=${faker.string.alphanumeric(43)}` : faker.string.sample(30)
    const lying = i % 10 === 0
    cases.push({
      group: 'unsigned webhook',
      request: {
        method: 'POST',
        path: '/api/revalidate',
        headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
        body,
        ...(lying && { contentLength: 100_000_000 }),
      },
      check: isStatus(401, 413),
    })
  }
  // A large body sent to routes that take none (the proxy keeps at most 16 kB of it).
  for (const path of ['/', '/stories', '/icon.svg', '/api/draft-mode/enable']) {
    cases.push({
      group: 'large body',
      request: { method: 'PUT', path, body: 'x'.repeat(2_000_000) },
      check: isStatus(405),
    })
  }

  // Preview links: a wrong secret is refused; leaving preview never leaves the site.
  for (let i = 0; i < 100; i++) {
    const target = encode(
      faker.helpers.arrayElement([
        '//evil.example',
        '/.//evil.example',
        '/..//evil.example',
        '/%2e%2e//evil.example',
        '/\\evil.example',
        'https://evil.example',
        `/${faker.lorem.word()}`,
        faker.string.sample(20),
      ]),
    )
    if (i % 2 === 0) {
      cases.push({
        group: 'preview enable',
        request: {
          path: `/api/draft-mode/enable?secret=${faker.string.alphanumeric(20)}&redirect=${target}`,
        },
        check: isStatus(401),
      })
    } else {
      cases.push({
        group: 'preview disable',
        request: { path: `/api/draft-mode/disable?redirect=${target}` },
        check: (response) => {
          const location = response.headers.location ?? ''
          if (response.status !== 307) return `expected 307, got ${response.status}`
          return location.startsWith('/') && !/^\/[/\\]/.test(location)
            ? undefined
            : `redirected off the site to ${location}`
        },
      })
    }
  }
  // Live preview's listener, asked by strangers (no draft mode, or a made-up draft-mode cookie):
  // refused before any work, however the query looks; a dataset it does not serve is a 404, and a
  // URL over the listener's limit (or Node's header limit) a 4xx.
  for (let i = 0; i < 60; i++) {
    const query = encode(
      faker.helpers.arrayElement([
        '*[_type == "story"]',
        faker.string.sample(40),
        `*[${'('.repeat(500)}`,
        '*',
        '',
      ]),
    )
    const path =
      i % 6 === 0
        ? `/api/live/v2025-06-18/data/listen/${faker.lorem.word()}?query=${query}`
        : i % 6 === 1
          ? `${LIVE_PATH}?query=${'*'.repeat(15_000 + i * 100)}`
          : `${LIVE_PATH}?query=${query}&$${faker.lorem.word()}=${encode(faker.string.sample(10))}`
    cases.push({
      group: 'live listener',
      request: {
        path,
        ...(i % 3 === 0 && {
          headers: { cookie: `__prerender_bypass=${faker.string.alphanumeric(32)}` },
        }),
      },
      check: i % 6 === 0 ? isStatus(404) : i % 6 === 1 ? is4xx : isStatus(401),
    })
  }
  return cases
}
