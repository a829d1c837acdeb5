import Link from 'next/link'

import { site } from '@/lib/site'

export function SiteFooter() {
  return (
    <footer className="mt-24 bg-ink text-paper">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-5 py-12 md:flex-row md:items-end md:justify-between md:px-8">
        <div>
          <Link href="/" className="font-display text-2xl font-semibold">
            {site.name}
          </Link>
          <p className="mt-2 max-w-md text-sm text-paper/70">{site.description}</p>
        </div>
        <p className="text-sm text-paper/60">Photographs and words belong to their makers.</p>
      </div>
    </footer>
  )
}
