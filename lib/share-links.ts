// Where a reader can send a story without a share sheet: plain links to each service's own share
// page (no third-party script runs on ours). Pure, so the server renders them.

export type ShareLink = { label: string; href: string }

export function shareLinks(url: string, title: string): ShareLink[] {
  const link = encodeURIComponent(url)
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    {
      label: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${link}`,
    },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ]
}
