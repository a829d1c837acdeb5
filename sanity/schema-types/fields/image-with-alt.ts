// Every photograph the site shows is a Sanity image with hotspot and crop, and alt text that is
// required whenever an image is set (screen readers read it; the site never invents one).
import { defineArrayMember, defineField } from 'sanity'

import { photoFactFields } from '@/sanity/schema-types/fields/photo-facts'

const altField = defineField({
  name: 'alt',
  title: 'Alternative text',
  type: 'string',
  description:
    'What the photograph shows, for people who cannot see it. Read aloud by screen readers.',
  validation: (rule) => rule.required(),
})

type ImageFieldOptions = {
  name: string
  title: string
  description?: string
  group?: string
  fieldset?: string
  /** A story's photograph: also its caption, credit and place (fields/photo-facts.ts). */
  withFacts?: boolean
  /** May be left empty (a person's portrait); alt text is still required once one is set. */
  optional?: boolean
}

/** An image field (required unless `optional`): an uploaded photograph with its alt text. */
export function imageField({
  name,
  title,
  description,
  group,
  fieldset,
  withFacts = false,
  optional = false,
}: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    group,
    fieldset,
    type: 'image',
    options: { hotspot: true },
    fields: withFacts ? [altField, ...photoFactFields] : [altField],
    validation: (rule) => (optional ? rule.assetRequired() : rule.required().assetRequired()),
  })
}

/** An image in an array (an image block's photographs), with its caption, credit and place. */
export const imageMember = defineArrayMember({
  type: 'image',
  options: { hotspot: true },
  fields: [altField, ...photoFactFields],
  validation: (rule) => rule.required().assetRequired(),
})
