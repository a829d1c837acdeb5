import { SiteLink } from '@/components/site-link'
import { WholeWords } from '@/components/whole-words'
import { personPath } from '@/lib/routes'

type Props = { name: string; className?: string }

/** A person's name, kept whole word by word, linking to their page (lib/people.ts names the page after the name). */
export function PersonLink({
  name,
  className = 'underline-offset-4 hover:text-clay hover:underline',
}: Props) {
  const href = personPath(name)
  // A double-barrelled name ("Adomah-Akyena") wraps before it, never at its hyphen.
  if (!href) return <WholeWords text={name} />
  return (
    // A side path, named on every card: not worth a reader's data before they choose it.
    <SiteLink href={href} className={className} prefetch={false}>
      <WholeWords text={name} />
    </SiteLink>
  )
}
