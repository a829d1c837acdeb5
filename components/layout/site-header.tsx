import Link from 'next/link'

import { MobileMenu } from '@/components/layout/mobile-menu'
import { NavLink } from '@/components/layout/nav-link'
import { site } from '@/lib/site'

export function SiteHeader() {
  return (
    <header className="relative border-b border-ink/10">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-5 py-3 md:px-8 md:py-4">
        <Link href="/" className="font-display text-xl font-semibold tracking-tight md:text-2xl">
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex gap-8 font-medium">
            {site.nav.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} label={item.label} />
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu items={site.nav} />
      </div>
    </header>
  )
}
