import type { Metadata } from 'next'
import { Suspense } from 'react'

import { SearchForm } from '@/components/search/search-form'
import { SearchResults } from '@/components/search/search-results'
import { pageMetadata } from '@/lib/page-metadata'
import { readSearchQuery } from '@/lib/search-query'
import { SEARCH_PATH } from '@/lib/search-path'
import { searchPublished } from '@/sanity/search'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Search',
    description: 'Search every photo story: countries, places, people and subjects.',
    path: SEARCH_PATH,
  }),
  // A results page is the reader's own; the search page itself is what an index may keep.
  robots: { index: false, follow: true },
}

const heading = 'font-display text-5xl font-semibold tracking-tight md:text-7xl'

/** Per request (it reads the query), on an index built once per publish (sanity/search.ts). */
async function Search({ searchParams }: Pick<PageProps<'/[mode]/search'>, 'searchParams'>) {
  const query = readSearchQuery((await searchParams).q)
  const results = query ? await searchPublished(query) : null
  return (
    <>
      <div className="mt-8">
        <SearchForm query={query ?? ''} />
      </div>
      {query && results ? (
        <SearchResults query={query} results={results} shown={results.results.length} />
      ) : (
        <p className="mt-10 max-w-xl text-lg text-ink-soft">
          Look for a country, a town, a photographer, a story teller or what a story shows: every
          word of every published story is searched, accents and small typos forgiven.
        </p>
      )}
    </>
  )
}

export default function SearchPage({ searchParams }: PageProps<'/[mode]/search'>) {
  return (
    <div className="mx-auto max-w-7xl px-5 py-10 md:px-8 md:py-16">
      <h1 className={heading}>Search</h1>
      {/* Room for the results before they arrive, so the footer does not jump down past them. */}
      <div className="min-h-[70svh]">
        <Suspense fallback={<div className="mt-8 h-14 max-w-2xl rounded-sm bg-paper-deep" />}>
          <Search searchParams={searchParams} />
        </Suspense>
      </div>
    </div>
  )
}
