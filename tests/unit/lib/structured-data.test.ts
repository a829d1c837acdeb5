import { describe, expect, it } from 'vitest'

import { absoluteUrl } from '@/lib/absolute-url'
import { personData, photoObject } from '@/lib/structured-data'

describe('personData', () => {
  it('describes a person with a profile: bio, portrait, home country, skills and profiles', () => {
    const data = personData({
      slug: 'ama-mensah',
      name: 'Ama Mensah',
      roles: ['Storyteller', 'Photography'],
      bio: 'Ama Mensah is a photographer based in Kumasi, Ghana.',
      country: 'Ghana',
      image: 'https://example.com/portrait.jpg',
      work: ['Photography', 'Lighting'],
      links: ['https://www.instagram.com/amamensah'],
    })
    const url = absoluteUrl('/people/ama-mensah')
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      mainEntity: {
        '@type': 'Person',
        name: 'Ama Mensah',
        url,
        jobTitle: 'Storyteller, Photography',
        description: 'Ama Mensah is a photographer based in Kumasi, Ghana.',
        image: 'https://example.com/portrait.jpg',
        homeLocation: { '@type': 'Country', name: 'Ghana' },
        knowsAbout: ['Photography', 'Lighting'],
        sameAs: ['https://www.instagram.com/amamensah'],
      },
    })
  })

  it('leaves out what a person named only in credits has not got', () => {
    const data = personData({
      slug: 'kofi-boateng',
      name: 'Kofi Boateng',
      roles: ['Color Grading'],
    })
    expect(Object.keys(data.mainEntity ?? {}).sort()).toEqual(['@type', 'jobTitle', 'name', 'url'])
    const empty = personData({
      slug: 'kofi-boateng',
      name: 'Kofi Boateng',
      roles: ['Color Grading'],
      bio: null,
      country: null,
      image: null,
      work: [],
      links: [],
    })
    expect(empty).toEqual(data)
  })
})

describe('photoObject', () => {
  const photo = {
    contentUrl: 'https://example.com/photo.jpg',
    path: '/stories/salt/photos/2',
    caption: 'Market day in Kumasi.',
    alt: 'Women selling cloth under umbrellas',
    credit: 'Ama Mensah',
    copyrightNotice: '© 2024 Ama Mensah',
    license: 'https://creativecommons.org/licenses/by-nc/4.0/',
  }

  it('describes a photograph with its photographer, credit, copyright and licence', () => {
    expect(photoObject(photo)).toEqual({
      '@type': 'ImageObject',
      contentUrl: 'https://example.com/photo.jpg',
      url: absoluteUrl('/stories/salt/photos/2'),
      caption: 'Market day in Kumasi.',
      description: 'Women selling cloth under umbrellas',
      creditText: 'Ama Mensah',
      creator: { '@type': 'Person', name: 'Ama Mensah', url: absoluteUrl('/people/ama-mensah') },
      copyrightNotice: '© 2024 Ama Mensah',
      license: 'https://creativecommons.org/licenses/by-nc/4.0/',
    })
  })

  it('leaves out what the editor has not given, and falls back to the alt text for a caption', () => {
    const bare = photoObject({
      ...photo,
      caption: null,
      credit: null,
      copyrightNotice: null,
      license: null,
    })
    expect(bare).toEqual({
      '@type': 'ImageObject',
      contentUrl: 'https://example.com/photo.jpg',
      url: absoluteUrl('/stories/salt/photos/2'),
      caption: 'Women selling cloth under umbrellas',
      description: 'Women selling cloth under umbrellas',
    })
  })
})
