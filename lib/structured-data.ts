// The site's JSON-LD (schema.org, typed with schema-dts): a story is an Article, a person page a
// Person (a ProfilePage's subject), the home page the WebSite with its search. Absolute URLs only.
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import type {
  Article,
  ImageObject,
  Organization,
  Person,
  ProfilePage,
  SearchAction,
  WebSite,
  WithContext,
} from 'schema-dts'

import { absoluteUrl } from '@/lib/absolute-url'
import { site } from '@/lib/site'
import { PAGES, SEARCH_PARAM, personPath, personSlugPath, storyPath } from '@/lib/routes'

function publisher(): Organization {
  return {
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
  }
}

/** A story photograph as image search reads it: its file, caption, photographer and terms. */
export type PhotoObjectInput = {
  /** The absolute URL of the photograph's file. */
  contentUrl: string
  /** The photo's own page (`/stories/<slug>/photos/<n>`). */
  path: string
  caption: string | null
  alt: string
  credit: string | null
  copyrightNotice: string | null
  license: string | null
}

export function photoObject(photo: PhotoObjectInput): ImageObject {
  const creatorPath = photo.credit ? personPath(photo.credit) : null
  return {
    '@type': 'ImageObject',
    contentUrl: photo.contentUrl,
    url: absoluteUrl(photo.path),
    caption: photo.caption ?? photo.alt,
    description: photo.alt,
    ...(photo.credit && {
      creditText: photo.credit,
      creator: {
        '@type': 'Person',
        name: photo.credit,
        ...(creatorPath && { url: absoluteUrl(creatorPath) }),
      },
    }),
    ...(photo.copyrightNotice && { copyrightNotice: photo.copyrightNotice }),
    ...(photo.license && { license: photo.license }),
  }
}

/** A photograph's own page: the photograph, as an ImageObject. */
export const photoData = (photo: PhotoObjectInput): WithContext<ImageObject> => ({
  '@context': 'https://schema.org',
  ...photoObject(photo),
})

export function articleData(story: {
  slug: string
  title: string
  description: string
  publishedOn: string
  updatedAt: string
  country: string
  teller: string | null
  images: string[]
  /** Every photograph of the story, described for image search. */
  photos?: PhotoObjectInput[]
}): WithContext<Article> {
  const tellerPath = story.teller ? personPath(story.teller) : null
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.title,
    description: story.description,
    // The language the story is written in: English until stories are translated (issue 30),
    // whatever the language of the interface around it.
    inLanguage: DEFAULT_LOCALE,
    image: story.images,
    ...(story.photos?.length && { associatedMedia: story.photos.map(photoObject) }),
    datePublished: story.publishedOn,
    dateModified: story.updatedAt,
    mainEntityOfPage: absoluteUrl(storyPath(story.slug)),
    contentLocation: { '@type': 'Country', name: story.country },
    author: story.teller
      ? {
          '@type': 'Person',
          name: story.teller,
          ...(tellerPath && { url: absoluteUrl(tellerPath) }),
        }
      : publisher(),
    publisher: publisher(),
  }
}

export function personData(person: {
  slug: string
  name: string
  roles: string[]
  bio?: string | null
  /** Where they live and work. */
  country?: string | null
  /** The absolute URL of their portrait's share image. */
  image?: string | null
  work?: string[] | null
  /** Their website and profiles elsewhere. */
  links?: string[]
}): WithContext<ProfilePage> {
  const url = absoluteUrl(personSlugPath(person.slug))
  const subject: Person = {
    '@type': 'Person',
    name: person.name,
    url,
    jobTitle: person.roles.join(', '),
    ...(person.bio && { description: person.bio }),
    ...(person.image && { image: person.image }),
    ...(person.country && { homeLocation: { '@type': 'Country', name: person.country } }),
    ...(person.work?.length && { knowsAbout: person.work }),
    ...(person.links?.length && { sameAs: person.links }),
  }
  return { '@context': 'https://schema.org', '@type': 'ProfilePage', url, mainEntity: subject }
}

/** The site, with how a search engine can send a reader to its search results. */
export function webSiteData(): WithContext<WebSite> {
  const template = `${absoluteUrl(PAGES.search)}?${SEARCH_PARAM}={search_term_string}`
  // `query-input` names the template's variable: search engines read it, schema.org has no type.
  const searchAction: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: template },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    description: site.description,
    inLanguage: [...LOCALES],
    potentialAction: searchAction,
  }
}
