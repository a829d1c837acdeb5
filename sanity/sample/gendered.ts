// A translator's words that agree with a person's grammatical gender: `{{feminine|masculine}}` in
// a phrase table ("{{conteuse|conteur}}", "{{قضت|قضى}}"), the masculine where none is set, as
// a sample person always has one. English needs none.
import type { GrammaticalGender } from '@/lib/lists/grammatical-genders'

const CHOICE = /\{\{([^{}|]*)\|([^{}|]*)\}\}/g

export function gendered(text: string, gender: GrammaticalGender | undefined): string {
  return text.replace(CHOICE, (_, feminine: string, masculine: string) =>
    gender === 'feminine' ? feminine : masculine,
  )
}
