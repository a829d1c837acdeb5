// Who made a story, each person once: the story teller, then everyone credited, in the editor's
// order, with every role they held ("Story teller, Photography: Ama Mensah"). Pure.

export type CrewMember = { name: string; roles: string[] }

export const STORY_TELLER_ROLE = 'Storyteller'

export function storyCrew(
  storyTeller: string | null,
  credits: readonly { title: string; content: string }[],
): CrewMember[] {
  const byName = new Map<string, CrewMember>()
  const add = (name: string, role: string) => {
    const trimmed = name.trim()
    if (!trimmed) return
    // The same person typed twice differs at most in case and spacing.
    const key = trimmed.toLocaleLowerCase('en').replace(/\s+/g, ' ')
    const member = byName.get(key)
    if (!member) byName.set(key, { name: trimmed, roles: [role] })
    else if (!member.roles.includes(role)) member.roles.push(role)
  }
  if (storyTeller) add(storyTeller, STORY_TELLER_ROLE)
  for (const credit of credits) add(credit.content, credit.title)
  return [...byName.values()]
}
