import Link from 'next/link'

import { site } from '@/lib/site'

export function SiteHeader() {
  return (
    <header className="border-b border-ink/10">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-5 py-4 md:px-8">
        <Link href="/" className="font-display text-xl font-semibold tracking-tight md:text-2xl">
          {site.name}
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-5 text-sm font-medium md:gap-8 md:text-base">
            {site.nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="hover:text-clay">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
