// next/root-params outside Next's compiler (which replaces the module): the page's `locale` and
// `mode` root params, English and the full site unless a test sets others.
let current: { locale: string | undefined; mode: string | undefined } = {
  locale: 'en',
  mode: 'full',
}

export const locale = async (): Promise<string | undefined> => current.locale
export const mode = async (): Promise<string | undefined> => current.mode

export function setRootLocale(value: string | undefined): void {
  current = { ...current, locale: value }
}

export function setRootMode(value: string | undefined): void {
  current = { ...current, mode: value }
}

/** Back to English and the full site: after every test, so none sees another's page. */
export function resetRootParams(): void {
  current = { locale: 'en', mode: 'full' }
}
