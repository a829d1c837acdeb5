/** Where the embedded Studio lives (app/studio): its config and click-to-edit links use it. */
export const STUDIO_BASE_PATH = '/studio'
