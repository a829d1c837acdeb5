import { defineField, defineType } from 'sanity'

import { COMPANY_CREDIT_TITLES, CREDIT_TITLES } from '@/lib/lists/credit-titles'

const companyTitles = new Set<string>(COMPANY_CREDIT_TITLES)

/**
 * Who did what on a story, e.g. "Photography: Ama Mensah". Crew are named here as written (they
 * need no document of their own); Equipment Support names the company that lent the kit.
 */
export const credit = defineType({
  name: 'credit',
  title: 'Credit',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Role',
      type: 'string',
      options: { list: [...CREDIT_TITLES] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'content',
      title: 'Name',
      type: 'string',
      description: "The person's full name; for Equipment Support, the company's name.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', content: 'content' },
    prepare: ({ title, content }) => ({
      title: content ?? 'No name yet',
      subtitle: title && companyTitles.has(title) ? `${title} (company)` : title,
    }),
  },
})
