import type { ReactNode } from 'react'

/**
 * A story and, over it, the photo viewer (@modal): a link to `photos/<n>` followed in the browser
 * opens the viewer (@modal/(.)photos/[n]); the same URL loaded directly is the photo's own page.
 */
export default function StoryLayout({
  children,
  modal,
}: {
  children: ReactNode
  modal: ReactNode
}) {
  return (
    <>
      {children}
      {modal}
    </>
  )
}
