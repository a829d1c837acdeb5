// The crew on /community: every credit of every story, grouped by title. Pure, so it is tested
// without a source.
import type { CreditLine, CrewGroup } from '@/sanity/types'

/**
 * Names shown per credit title on /community: the most credited, so the page weighs about the
 * same at 5,000 stories as at 50 (every credit is still on its story's page).
 */
export const CREW_NAMES_PER_TITLE = 30

/**
 * Per title (A to Z), its most credited names (ties A to Z, at most CREW_NAMES_PER_TITLE), shown
 * A to Z, and how many others there are.
 */
export function groupCredits(credits: CreditLine[]): CrewGroup[] {
  const byTitle = new Map<string, Map<string, number>>()
  for (const line of credits) {
    const { title, content } = line ?? {}
    if (!title || !content) continue
    const names = byTitle.get(title) ?? new Map<string, number>()
    names.set(content, (names.get(content) ?? 0) + 1)
    byTitle.set(title, names)
  }
  const az = (a: string, b: string) => a.localeCompare(b, 'en')
  return [...byTitle]
    .sort(([a], [b]) => az(a, b))
    .map(([title, counts]) => {
      const ranked = [...counts].sort(([a, m], [b, n]) => n - m || az(a, b))
      const names = ranked.slice(0, CREW_NAMES_PER_TITLE).map(([name]) => name)
      return { title, names: names.sort(az), more: ranked.length - names.length }
    })
}
