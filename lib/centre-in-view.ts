/** Frames to keep re-centring while the page settles: a few, so a reader's own scroll wins. */
const SETTLE_FRAMES = 12

/**
 * Scrolls `element` to the middle of the screen and keeps it there while the page settles.
 * Blocks between the top and the element that were never on screen stand at a placeholder height
 * (content-visibility); laid out once the scroll brings them near, they push the element away,
 * so it is centred again each frame until it stays put (two frames with no move) or time is up.
 */
export function centreInView(element: HTMLElement) {
  const centre = () => {
    element.scrollIntoView({ block: 'center' })
    return element.getBoundingClientRect().top
  }
  let placed = centre()
  let frames = SETTLE_FRAMES
  let still = 0
  const check = () => {
    const top = element.getBoundingClientRect().top
    if (top === placed) still++
    else [placed, still] = [centre(), 0]
    if (still < 2 && --frames > 0) requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
