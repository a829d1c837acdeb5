import { defineArrayMember, defineField, defineType } from 'sanity'

import { translationsField } from '@/sanity/schema-types/fields/translations'

/** The one document of site-wide settings editors change without a deploy (see sanity/singletons.ts). */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({
      name: 'communityName',
      title: 'Community name',
      type: 'string',
      description: 'Names the community page and its link in the footer.',
      validation: (rule) => rule.required(),
    }),
    translationsField({ of: 'communityName', title: 'Community name', kind: 'string' }),
    defineField({
      name: 'getFeaturedUrl',
      title: 'Get featured form',
      type: 'url',
      description: 'The external form photographers fill in to be featured.',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'chatInviteUrl',
      title: 'Chat group invite',
      type: 'url',
      description: 'The invite link behind "Join us".',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      description: "The site's own profiles, shown in the footer.",
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
