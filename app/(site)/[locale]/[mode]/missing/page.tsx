import { notFound } from 'next/navigation'

// Where the proxy sends a path that is no page, or names something that does not exist
// (MISSING_ROUTE): the 404 page in the reader's language and variant, prerendered like any page.
export default function Missing() {
  notFound()
}
