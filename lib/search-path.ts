/** The search page: `/search?q=<query>`. */
export const SEARCH_PATH = '/search'
export const SEARCH_PARAM = 'q'

export const searchHref = (query: string) =>
  query ? `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: query })}` : SEARCH_PATH
