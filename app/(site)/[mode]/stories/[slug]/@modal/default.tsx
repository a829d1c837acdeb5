/** No viewer open: the story alone. */
export default function NoViewer() {
  return null
}
