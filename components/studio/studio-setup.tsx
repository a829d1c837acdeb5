import Link from 'next/link'
import type { ReactNode } from 'react'

import { ExternalLink } from '@/components/external-link'
import { translator } from '@/lib/i18n/translator'
import { PAGES } from '@/lib/routes'

function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded-sm bg-paper-deep px-1.5 py-0.5 font-mono text-[0.9em] text-ink">
      {children}
    </code>
  )
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="border-t border-ink/10 pt-5">
      <h2 className="font-display text-xl font-semibold">{title}</h2>
      <div className="mt-2 space-y-2 leading-relaxed text-ink-soft">{children}</div>
    </li>
  )
}

const linkClass = 'font-medium text-clay-deep underline underline-offset-4 hover:text-clay'

/**
 * What /studio shows while the site reads the embedded sample dataset: there is no project to
 * edit, so it says how to connect one instead of loading the Studio.
 */
export function StudioSetup() {
  return (
    <div className="mx-auto max-w-3xl px-5 py-12 md:px-8 md:py-20">
      <p className="text-xs font-semibold tracking-[0.2em] text-clay uppercase">Studio</p>
      <h1 className="mt-3 font-display text-4xl leading-tight font-semibold text-balance md:text-6xl">
        Connect a Sanity project to edit the stories
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-ink-soft">
        This site is reading its built-in sample stories (<Code>CONTENT_SOURCE=local</Code>), so
        there is nothing here to edit. Editors publish in Sanity Studio, which opens on this page
        once the site reads a Sanity project of your own.
      </p>
      <ol className="mt-10 space-y-6">
        <Step title="1. Create a project">
          <p>
            Create a project with a <Code>production</Code> dataset at{' '}
            <ExternalLink
              href="https://www.sanity.io/manage"
              className={linkClass}
              // The Studio is in English, for editors.
              newTab={translator('en')('link.newTab')}
            >
              sanity.io/manage
            </ExternalLink>
            , allow public reads on the dataset, and add this site&rsquo;s address (such as{' '}
            <Code>http://localhost:3000</Code>) to its CORS origins with credentials allowed.
          </p>
        </Step>
        <Step title="2. Import the sample stories (optional)">
          <p>
            Run <Code>npm run sample:export</Code>, then{' '}
            <Code>npx sanity@5 dataset import sample-export/data.ndjson production</Code>.
          </p>
        </Step>
        <Step title="3. Point the site at it">
          <p>
            Set <Code>CONTENT_SOURCE=sanity</Code> and{' '}
            <Code>NEXT_PUBLIC_SANITY_PROJECT_ID=&lt;your project id&gt;</Code> (for example in{' '}
            <Code>.env.local</Code>), start the site again and come back to <Code>/studio</Code>.
          </p>
        </Step>
      </ol>
      <Link
        href={PAGES.stories}
        className="mt-12 inline-block rounded-full bg-ink px-6 py-3 font-medium text-paper hover:bg-clay"
      >
        Browse the sample stories
      </Link>
    </div>
  )
}
