import { defineField, defineType } from 'sanity'

import { translator } from '@/lib/i18n/translator'
import { SOCIAL_KINDS, socialLabel } from '@/lib/social'

// The Studio is in English, for editors.
const english = translator('en')

/** A profile on a social network (or any other site), shown as its network's icon. */
export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  fields: [
    defineField({
      name: 'kind',
      title: 'Network',
      type: 'string',
      options: {
        list: SOCIAL_KINDS.map((kind) => ({ title: socialLabel(kind, english), value: kind })),
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Address',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: {
    select: { kind: 'kind', url: 'url' },
    prepare: ({ kind, url }) => ({ title: socialLabel(kind ?? '', english), subtitle: url }),
  },
})
