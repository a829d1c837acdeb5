import { SearchShortcut } from '@/components/layout/search-shortcut'
import { SiteLink } from '@/components/site-link'
import { QUERY_MAX_LENGTH } from '@/lib/search-query'
import { thisVariant } from '@/lib/i18n/page-locale'
import { hrefIn, PAGES, SEARCH_PARAM } from '@/lib/routes'

const INPUT_ID = 'site-search'

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
    >
      <circle cx="11" cy="11" r="6.5" strokeWidth={2} />
      <path d="M16 16l4.5 4.5" strokeWidth={2} strokeLinecap="round" />
    </svg>
  )
}

/**
 * Search from every page: a GET form to /search (no JavaScript needed) from md up, where there
 * is room; a link to the search page on phones. `/` focuses it.
 */
export async function HeaderSearch({
  words,
}: {
  /** The form's name, the link's and the field's label, its placeholder and its button's name. */
  words: { form: string; link: string; placeholder: string; submit: string }
}) {
  // The page's language and mode: the form searches in them.
  const variant = await thisVariant()
  return (
    <>
      <form
        action={hrefIn(variant, PAGES.search)}
        role="search"
        aria-label={words.form}
        className="group relative hidden lg:block"
      >
        <label htmlFor={INPUT_ID} className="sr-only">
          {words.link}
        </label>
        <input
          id={INPUT_ID}
          type="search"
          name={SEARCH_PARAM}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={words.placeholder}
          aria-keyshortcuts="/"
          // Wide while the form has focus or the field has words: if it narrowed as focus left
          // the field for the button, the button would move from under the pointer mid-click.
          className="header-search"
        />
        {/* Its submit button: Enter sends the form too, but a form needs a control that does. */}
        <button
          type="submit"
          aria-label={words.submit}
          title={words.submit}
          className="header-search-button"
        >
          <SearchIcon />
        </button>
      </form>
      <SiteLink
        href={PAGES.search}
        prefetch={false}
        aria-label={words.link}
        className="header-search-link"
      >
        <SearchIcon />
      </SiteLink>
      <SearchShortcut inputId={INPUT_ID} />
    </>
  )
}
