import { defineField, defineType } from 'sanity'

import { SOCIAL_KINDS, socialLabel } from '@/lib/social'

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
      options: { list: SOCIAL_KINDS.map((kind) => ({ title: socialLabel(kind), value: kind })) },
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
    prepare: ({ kind, url }) => ({ title: socialLabel(kind ?? ''), subtitle: url }),
  },
})
