import { socialIcon } from '@/lib/social'

type SocialIconProps = { kind: string; className?: string }

/** A social network's line icon. Decorative: the link around it carries the name. */
export function SocialIcon({ kind, className }: SocialIconProps) {
  const icon = socialIcon(kind)
  return (
    <svg
      viewBox={icon.viewBox}
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {/* One path of its strokes: a page's footer lists every network, in HTML and payload. */}
      <path d={icon.paths.join(' ')} />
    </svg>
  )
}
