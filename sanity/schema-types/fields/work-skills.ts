// The crafts a story was made with, or a person works in: picked from the site's list of skills
// (lib/lists/work-skills.ts), each at most once. Stories and people share it.
import { defineArrayMember, defineField } from 'sanity'

import { WORK_SKILLS } from '@/lib/lists/work-skills'

export function workSkillsField({
  title,
  description,
  group,
}: {
  title: string
  description: string
  group?: string
}) {
  return defineField({
    name: 'work',
    title,
    type: 'array',
    group,
    description,
    of: [defineArrayMember({ type: 'string' })],
    options: { list: [...WORK_SKILLS], layout: 'grid' },
    validation: (rule) => rule.unique(),
  })
}
