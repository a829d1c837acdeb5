// Data saver's one script (bundled by lib/lite/build-script.ts, ≤ 3 kB compressed): save for
// offline on a story, and the saved stories' list. Nothing on a lite page depends on it: each
// control it drives is rendered hidden, and shown only here, where the browser can keep stories.
// No framework: the pages' markup and words come from the server (components/offline/lite-*).
import { formatApproxBytes } from '@/lib/approx-bytes'
import { fill } from '@/lib/i18n/fill'
import { keepStory, type StoryToSave } from '@/lib/offline/keep-story'
import { savedCacheName, type SavedStory } from '@/lib/offline/offline-caches'
import { canSave, isSaved, listSaved, removeSaved } from '@/lib/offline/saved-store'
import type { LiteSaveWords, LiteSavedWords } from '@/lib/lite/lite-words'

const all = <T extends Element>(selector: string, root: ParentNode = document) => [
  ...root.querySelectorAll<T>(selector),
]
const one = <T extends HTMLElement>(root: ParentNode, name: string) =>
  root.querySelector<T>(`[data-${name}]`) as T
const read = <T>(element: HTMLElement, name: string) =>
  JSON.parse(element.getAttribute(`data-${name}`) ?? '{}') as T

/** A tap-to-load photograph's file: its drawing's background (components/images/tap-to-load). */
const fileOf = (details: Element) => {
  const url = /url\("?([^")]+)/.exec(one(details, 'tapped-photo')?.style.backgroundImage ?? '')?.[1]
  return url ? new URL(url, location.href).href : ''
}

/** A story page's Save: the story, its cover and the photographs she opened; then the rest. */
function saveControl(box: HTMLElement) {
  const story = read<StoryToSave>(box, 'lite-save')
  const words = read<LiteSaveWords>(box, 'words')
  const [save, remove, rest, link, status] = ['save', 'remove', 'rest', 'saved-link', 'status'].map(
    (name) => one(box, name),
  ) as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement, HTMLElement, HTMLElement]
  // The story's own (the cards after it load theirs on a tap too).
  const photos = () => all<HTMLDetailsElement>('article details[data-bytes]')
  /** What the saved story keeps (its cache's addresses); none while it is not saved. */
  let kept = new Set<string>()

  const show = async () => {
    kept = (await isSaved(story.path))
      ? new Set((await (await caches.open(savedCacheName(story.path))).keys()).map((r) => r.url))
      : new Set()
    const saved = kept.size > 0
    const left = photos().filter((details) => !kept.has(fileOf(details)))
    const bytes = left.reduce((sum, details) => sum + Number(details.dataset.bytes), 0)
    save.hidden = saved
    remove.hidden = link.hidden = !saved
    rest.hidden = !saved || left.length === 0
    rest.textContent = fill(words.rest, { size: formatApproxBytes(bytes, words.units) })
    box.hidden = false
  }

  const keep = async (everything: boolean) => {
    save.disabled = rest.disabled = true
    const chosen = photos().filter(
      (details) => everything || details.open || kept.has(fileOf(details)),
    )
    // The cover's page, and each kept photograph's: a closed one's link is inside it.
    const photoPages = all<HTMLAnchorElement>('article a[data-photo-link]')
      .filter((a) => !a.closest('details') || chosen.some((details) => details.contains(a)))
      .map((a) => a.pathname)
    try {
      await keepStory(
        { ...story, photoPages },
        (progress) => {
          status.textContent = fill(words.saving, progress)
        },
        { photos: chosen.map(fileOf).filter(Boolean) },
      )
      status.textContent = words.saved
    } catch {
      status.textContent = words.failed
    }
    save.disabled = rest.disabled = false
    await show()
    ;(kept.size ? remove : save).focus()
  }

  save.onclick = () => void keep(false)
  rest.onclick = () => void keep(true)
  remove.onclick = async () => {
    await removeSaved(story.path)
    status.textContent = words.removed
    await show()
    save.focus()
  }
  void show()
}

/** `/lite/saved`: the stories kept on this phone, each from the page's template. */
function savedList(box: HTMLElement) {
  const words = read<LiteSavedWords>(box, 'lite-saved')
  const list = one(box, 'list')
  const template = one<HTMLTemplateElement>(box, 'item')
  const [empty, total, status] = ['empty', 'total', 'status'].map((name) => one(box, name)) as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ]
  const date = new Intl.DateTimeFormat(words.language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
  const size = (bytes: number) => formatApproxBytes(bytes, words.units)

  const item = (story: SavedStory, index: number) => {
    const element = template.content.firstElementChild?.cloneNode(true) as HTMLElement
    one<HTMLAnchorElement>(element, 'link').href = story.path
    const title = one(element, 'title')
    title.textContent = story.title
    title.lang = story.language
    const language = words.languages[story.language]
    title.dir = language?.dir ?? 'auto'
    const other = one(element, 'story-language')
    other.textContent = language?.note ?? ''
    other.hidden = story.language === words.locale
    one(element, 'about').textContent =
      `${fill(words.size, { size: size(story.bytes) })} · ` +
      fill(words.savedOn, { date: date.format(new Date(story.savedAt)) })
    const remove = one<HTMLButtonElement>(element, 'remove')
    remove.setAttribute('aria-label', fill(words.removeStory, { title: story.title }))
    remove.onclick = async () => {
      await removeSaved(story.path)
      status.textContent = words.removed
      await draw()
      // Focus on the Remove that took its place, else on the message.
      ;(all<HTMLElement>('[data-remove]', list)[index] ?? status).focus()
    }
    return element
  }

  const draw = async () => {
    const stories = await listSaved()
    list.replaceChildren(...stories.map(item))
    empty.hidden = stories.length > 0
    total.hidden = stories.length === 0
    total.textContent = fill(words.total, {
      size: size(stories.reduce((sum, story) => sum + story.bytes, 0)),
    })
  }
  void draw()
}

if (canSave()) {
  for (const box of all<HTMLElement>('[data-lite-save]')) saveControl(box)
  for (const box of all<HTMLElement>('[data-lite-saved]')) savedList(box)
} else {
  // Said where the controls would be: this browser keeps nothing.
  for (const note of all<HTMLElement>('[data-lite-unavailable]')) note.hidden = false
}
