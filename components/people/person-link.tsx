import { SiteLink } from '@/components/site-link'
import { personPath } from '@/lib/people'

type Props = { name: string; className?: string }

/** A person's name, linking to their page (lib/people.ts names the page after the name). */
export function PersonLink({
  name,
  className = 'underline-offset-4 hover:text-clay hover:underline',
}: Props) {
  const href = personPath(name)
  if (!href) return <>{name}</>
  return (
    // A side path, named on every card: not worth a reader's data before they choose it.
    <SiteLink href={href} className={className} prefetch={false}>
      {name}
    </SiteLink>
  )
}
