// A page's controls as a reader uses them whether or not the page is hydrated yet: they wait for
// what they see, never for a time. Before hydration a control only JavaScript handles ignores a
// click or a key (a reader tries again); text typed stays in its box.
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Presses until `state` has `attribute` set to `value` (a slide's dot is current, a menu is
 * expanded), as a reader presses again when a press did nothing. Never pressed once it has:
 * pressed again, a menu would close, a slider move on.
 */
export async function pressUntil(
  state: Locator,
  [attribute, value]: [string, string],
  press: () => Promise<unknown>,
) {
  await expect(async () => {
    if ((await state.getAttribute(attribute)) !== value) await press()
    await expect(state).toHaveAttribute(attribute, value, { timeout: 1_000 })
  }).toPass()
}

/**
 * Opens a disclosure (a menu button, a Select's box: whatever has aria-expanded) by clicking it,
 * or by `press` (e.g. Enter on it), until it says it is open.
 */
export async function expand(control: Locator, press = () => control.click()) {
  await pressUntil(control, ['aria-expanded', 'true'], press)
}

/**
 * Types `text` into a Select (components/forms/select.tsx), waits until its list shows the one
 * option that matches, the one Enter picks (text typed before hydration is searched for once the
 * page is hydrated), then presses Enter.
 */
export async function pickTyped(combobox: Locator, text: string) {
  await combobox.fill(text)
  const list = combobox.page().locator(`[id="${await combobox.getAttribute('aria-controls')}"]`)
  await expect(list.getByRole('option')).toHaveCount(1)
  await expect(combobox).toHaveAttribute('aria-activedescendant', /./)
  await combobox.press('Enter')
}

/**
 * Holds back the page's scripts (Next's chunks) until `release` is called: the page stays as the
 * server sent it, not hydrated, as on a slow phone whose scripts are still on their way. Open the
 * page with `waitUntil: 'domcontentloaded'` (its load event waits for them).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}
