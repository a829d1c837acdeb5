// What of the framework a page's HTML still carries: every script but our own (`data-lite`) and
// JSON-LD (data of any other type fails too: React's flight data could move there), every script
// file it names, and React's flight data. Data saver's pages must carry none (lib/lite).
export const frameworkScripts = (html: string): string[] => [
  ...[...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !tag.includes('data-lite') && !tag.includes('type="application/ld+json"')),
  ...[...html.matchAll(/\/_next\/static\/[^"']+\.js/g)].map(([file]) => file),
  ...[...html.matchAll(/self\.__next_f/g)].map(([flight]) => flight),
]
