import { defineField } from 'sanity'

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
