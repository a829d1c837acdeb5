import { describe, expect, it } from 'vitest'

import { collectPeople, personName, personPageCount, type StoryPeople } from '@/lib/people'
import { personPath } from '@/lib/routes'

const story = (over: Partial<StoryPeople> & Pick<StoryPeople, '_id' | 'slug'>): StoryPeople => ({
  updatedAt: '2026-01-01T00:00:00Z',
  teller: null,
  credits: null,
  photos: [],
  ...over,
})

const stories = [
  story({
    _id: 'b',
    slug: 'newer',
    updatedAt: '2026-03-01T00:00:00Z',
    teller: { firstName: 'Ama', lastName: 'Mensah' },
    credits: [
      { title: 'Color Grading', content: 'Kofi  Boateng ' },
      { title: 'Equipment Support', content: 'Baobab Optics Ltd' },
    ],
    photos: [{ credit: 'Kofi Boateng' }, { credit: null }, { credit: 'Ama Mensah' }],
  }),
  story({
    _id: 'a',
    slug: 'older',
    teller: { firstName: 'Kofi', lastName: 'Boateng' },
    credits: [{ title: 'Photography', content: 'Ama Mensah' }],
    photos: [{ credit: 'Ama Mensah' }],
  }),
]

describe('collectPeople', () => {
  const people = collectPeople(stories)

  it('names every teller, crew member and photographer once, by the slug of their name', () => {
    expect([...people.keys()].sort()).toEqual(['ama-mensah', 'kofi-boateng'])
    expect(people.get('kofi-boateng')?.name).toBe('Kofi Boateng')
  })

  it('leaves out companies (Equipment Support)', () => {
    expect(people.has('baobab-optics-ltd')).toBe(false)
  })

  it('gives each person their roles, story teller first, and their stories newest first', () => {
    const kofi = people.get('kofi-boateng')
    expect(kofi?.roles).toEqual(['Storyteller', 'Photography', 'Color Grading'])
    expect(kofi?.stories).toEqual([
      { id: 'b', roles: ['Photography', 'Color Grading'] },
      { id: 'a', roles: ['Storyteller'] },
    ])
  })

  it('records the person documents a name stands for, from tellers and photo credits, once each', () => {
    const withIds = collectPeople([
      story({
        _id: 'c',
        slug: 'third',
        teller: { _id: 'p-ama', firstName: 'Ama', lastName: 'Mensah' },
        photos: [
          { credit: 'Ama Mensah', personId: 'p-ama' },
          { credit: 'Yaw Asante', personId: 'p-yaw' },
          { credit: 'Esi Owusu', personId: null },
        ],
      }),
    ])
    expect(withIds.get('ama-mensah')?.documentIds).toEqual(['p-ama'])
    expect(withIds.get('yaw-asante')?.documentIds).toEqual(['p-yaw'])
    expect(withIds.get('esi-owusu')?.documentIds).toEqual([])
    expect(people.get('kofi-boateng')?.documentIds).toEqual([])
  })

  it('lists the photographs credited to them by story and photo number', () => {
    expect(people.get('ama-mensah')?.photos).toEqual([
      { story: 'newer', n: 3 },
      { story: 'older', n: 1 },
    ])
  })

  it('dates a person by the newest change to their stories', () => {
    expect(people.get('kofi-boateng')?.updatedAt).toBe('2026-03-01T00:00:00Z')
  })
})

describe('personName', () => {
  it('is the first and last name, one space between, as written', () => {
    expect(personName({ firstName: 'Ama', lastName: 'Mensah' })).toBe('Ama Mensah')
    expect(personName({ firstName: 'Kwame', lastName: 'Asante-Boateng' })).toBe(
      'Kwame Asante-Boateng',
    )
  })
})

describe('personPath', () => {
  it('links a name, accents folded', () => {
    expect(personPath('Adaeze  Okónkwo')).toBe('/people/adaeze-okonkwo')
  })

  it('links no name without letters or digits', () => {
    expect(personPath(' — ')).toBeNull()
  })
})

describe('personPageCount', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => i)
  const work = (stories: number, photos: number) => ({
    stories: many(stories).map((i) => ({ id: `s${i}`, roles: [] })),
    photos: many(photos).map((n) => ({ story: 's0', n })),
  })

  it('is one page for no work, or up to 12 stories and 12 photographs', () => {
    expect(personPageCount(work(0, 0))).toBe(1)
    expect(personPageCount(work(12, 12))).toBe(1)
  })

  it('is as many pages as the longer of the two lists fills, 12 a page', () => {
    expect(personPageCount(work(13, 0))).toBe(2)
    expect(personPageCount(work(3, 35))).toBe(3)
    expect(personPageCount(work(40, 5))).toBe(4)
  })
})
