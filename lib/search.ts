// Text matching for search boxes: what a visitor types should find "Côte d'Ivoire" as "cote".

/** Lower-cased, with accents and other combining marks removed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** True when `text` contains `query`, ignoring case and accents; an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  return foldText(text).includes(foldText(query.trim()))
}
