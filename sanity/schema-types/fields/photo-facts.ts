// What a reader sees under a story's photograph and in the photo viewer: a caption, who took it
// and where. All optional (an editor may publish before the photographer's notes arrive), but
// checked when given. The place is a town or region; the page adds the story's country.
import { defineField } from 'sanity'

export const CAPTION_MAX_LENGTH = 280
export const PLACE_MAX_LENGTH = 80
export const CREDIT_NAME_MAX_LENGTH = 80
export const COPYRIGHT_MAX_LENGTH = 120

/** Either a person of the dataset (linked, named once everywhere) or a name as written. */
function nameBesidePerson(name: string | undefined, credit: unknown): string | true {
  const person =
    typeof credit === 'object' && credit !== null && 'person' in credit ? credit.person : undefined
  return name?.trim() && person ? 'Choose a person or type a name, not both.' : true
}

const caption = defineField({
  name: 'caption',
  title: 'Caption',
  type: 'text',
  rows: 2,
  description: 'Shown under the photograph and in the photo viewer.',
  validation: (rule) => rule.max(CAPTION_MAX_LENGTH),
})

const credit = defineField({
  name: 'credit',
  title: 'Photograph by',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'person',
      title: 'Person',
      type: 'reference',
      to: [{ type: 'person' }],
    }),
    defineField({
      name: 'name',
      title: 'Or a name',
      type: 'string',
      validation: (rule) =>
        rule
          .max(CREDIT_NAME_MAX_LENGTH)
          .custom<string>((name, context) => nameBesidePerson(name, context.parent)),
    }),
  ],
})

const place = defineField({
  name: 'place',
  title: 'Place',
  type: 'string',
  description: "A town or region, e.g. Kumasi. The story's country is added on the page.",
  validation: (rule) => rule.max(PLACE_MAX_LENGTH),
})

// Who owns the photograph and how it may be reused: given to search engines with it (JSON-LD
// ImageObject), so image search can show the photographer and the terms.
const copyrightNotice = defineField({
  name: 'copyrightNotice',
  title: 'Copyright',
  type: 'string',
  description: 'For example: © 2024 Ama Mensah.',
  validation: (rule) => rule.max(COPYRIGHT_MAX_LENGTH),
})

const license = defineField({
  name: 'license',
  title: 'Licence',
  type: 'url',
  description:
    'The page of the terms it may be reused under, e.g. a Creative Commons licence. Empty: all rights reserved.',
  validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
})

/** The fields every photograph of a story carries besides its alt text. */
export const photoFactFields = [caption, credit, place, copyrightNotice, license]
