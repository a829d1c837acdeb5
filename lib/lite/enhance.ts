// Data saver's one script (bundled by lib/lite/build-script.ts, ≤ 3 kB compressed): save for
// offline on a story, and the saved stories' list. Nothing on a lite page depends on it: each
// control it drives is rendered hidden, and shown only here, where the browser can keep stories.
// No framework: the pages' markup and words come from the server (components/offline/lite-*).
import { formatApproxBytes } from '@/lib/approx-bytes'
import { fill } from '@/lib/i18n/fill'
import { keepStory, type StoryToSave } from '@/lib/offline/keep-story'
import type { SavedStory } from '@/lib/offline/offline-caches'
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
const fileOf = (photo: HTMLElement) => {
  const url = /url\("?([^")]+)/.exec(photo.style.backgroundImage)?.[1]
  return url ? new URL(url, location.href).href : ''
}

/** A story page's Save: the story and every photograph of it (a closed one's file too). */
function saveControl(box: HTMLElement) {
  const story = read<StoryToSave>(box, 'lite-save')
  const words = read<LiteSaveWords>(box, 'words')
  const [save, remove, link, status] = ['save', 'remove', 'saved-link', 'status'].map((name) =>
    one(box, name),
  ) as [HTMLButtonElement, HTMLButtonElement, HTMLElement, HTMLElement]

  const show = async () => {
    const saved = await isSaved(story.path)
    save.hidden = saved
    remove.hidden = link.hidden = !saved
    box.hidden = false
    return saved
  }

  save.onclick = async () => {
    save.disabled = true
    try {
      await keepStory(
        // Each photograph's page (a closed one's link is inside it), and its file.
        {
          ...story,
          photoPages: all<HTMLAnchorElement>('article a[data-photo-link]').map((a) => a.pathname),
        },
        (progress) => {
          status.textContent = fill(words.saving, progress)
        },
        // The story's own (the cards after it load theirs on a tap too).
        {
          photos: all<HTMLElement>('article details [data-tapped-photo]')
            .map(fileOf)
            .filter(Boolean),
        },
      )
      status.textContent = words.saved
    } catch {
      status.textContent = words.failed
    }
    save.disabled = false
    ;((await show()) ? remove : save).focus()
  }
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
