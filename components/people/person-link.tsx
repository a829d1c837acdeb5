import { WholeWords } from '@/components/whole-words'
import { thisVariant } from '@/lib/i18n/page-locale'
import { hrefIn, personPath } from '@/lib/routes'
import { SOFT_LINK } from '@/lib/soft-link'

type Props = { name: string; className?: string }

/**
 * A person's name, kept whole word by word, linking to their page (lib/people.ts names the page
 * after the name) in the page's language and variant. A plain link, soft-navigated
 * (SoftNavigation): pages list up to hundreds of names, and a client component each would cost
 * a phone their hydration. Nothing is prefetched: a side path, named on every card, not worth a
 * reader's data before they choose it.
 */
export async function PersonLink({
  name,
  className = 'underline-offset-4 hover:text-clay hover:underline',
}: Props) {
  const variant = await thisVariant()
  const href = personPath(name)
  // A double-barrelled name ("Adomah-Akyena") wraps before it, never at its hyphen.
  if (!href) return <WholeWords text={name} />
  return (
    <a href={hrefIn(variant, href)} className={className} {...SOFT_LINK}>
      <WholeWords text={name} />
    </a>
  )
}
