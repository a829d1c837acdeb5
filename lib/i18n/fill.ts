// A catalog message's `{name}` arguments filled in, in the browser: a client component gets a
// simple message (no plural, no select) as its raw text from the server, so no formatter ships.

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  )
}
