import type { ReactNode } from 'react'

/**
 * A story and, over it, the photo viewer (@modal): a link to `photos/<n>` followed in the browser
 * opens the viewer (@modal/(.)photos/[n]); the same URL loaded directly is the photo's own page.
 */
/** As the story page ([mode]/layout.tsx says why there is no shared shell). */
export const instant = false

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
