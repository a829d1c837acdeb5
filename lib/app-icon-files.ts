// The home-screen icons' file names, as lib/app-icons.ts draws them: apart, so the proxy's check
// of a requested name (lib/routes.ts) brings none of the drawing into a bundle.
export const APP_ICON_FILES = ['192.png', '512.png', 'maskable-512.png'] as const

export const isAppIconFile = (name: string): boolean => APP_ICON_FILES.some((file) => file === name)
