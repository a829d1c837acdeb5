/** The story's own validation applies ([mode]/layout.tsx says why there is no shared shell). */
export const instant = false

/** No viewer open: the story alone. */
export default function NoViewer() {
  return null
}
