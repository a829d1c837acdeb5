/**
 * The list, after checking it holds something: a loop that asserts over an empty list asserts
 * nothing, so `for (const story of nonEmpty(stories))` fails where the loop would not run.
 */
export function nonEmpty<T>(list: Iterable<T>, what = 'list'): T[] {
  const items = [...list]
  if (items.length === 0)
    throw new Error(`Expected the ${what} to hold something, but it is empty.`)
  return items
}
