// The trivial page's one photograph: drawn by `npm run test:perf` before it builds the app (a
// sample photograph like the site's, so the comparison is about the pages, not the pictures).
export const PHOTO = { src: '/photo.jpg', width: 1200, height: 1500 } as const
