// next/root-params outside Next's compiler (which replaces the module): the page's `locale` root
// param, English unless a test sets another with setRootLocale.
let current: string | undefined = 'en'

export const locale = async (): Promise<string | undefined> => current

export function setRootLocale(value: string | undefined): void {
  current = value
}
