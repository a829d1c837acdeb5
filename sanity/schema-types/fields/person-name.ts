import { defineField } from 'sanity'

import { GRAMMATICAL_GENDERS } from '@/lib/lists/grammatical-genders'

/** A person's name as two required fields side by side (people and team members alike). */
export const NAME_FIELDSET = { name: 'name', title: 'Name', options: { columns: 2 } }

export const nameFields = [
  defineField({
    name: 'firstName',
    title: 'First name',
    type: 'string',
    fieldset: 'name',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'lastName',
    title: 'Last name',
    type: 'string',
    fieldset: 'name',
    validation: (rule) => rule.required(),
  }),
]

const GENDER_TITLES = { feminine: 'Feminine (she)', masculine: 'Masculine (he)' } as const

/**
 * How French, Portuguese and Arabic words about them agree: "conteuse" or "conteur". Optional:
 * with none, the site words their pages so they need no gender.
 */
export const genderField = defineField({
  name: 'gender',
  title: 'Grammatical gender',
  type: 'string',
  description:
    'How the site’s words about them agree in French, Portuguese and Arabic (conteuse or conteur). Leave empty for wording that needs none.',
  options: {
    list: GRAMMATICAL_GENDERS.map((value) => ({ value, title: GENDER_TITLES[value] })),
    layout: 'radio',
    direction: 'horizontal',
  },
})
