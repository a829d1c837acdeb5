import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'

import { resetRootParams } from '@/tests/support/root-params'

// Testing Library empties the DOM after each test by itself only in the first file of a worker
// that imports it when files share modules (`isolate: false`): every file asks for it here.
afterEach(() => cleanup())
// Set here, not imported: a setup file runs again for each file, a module it imports does not.
// The page's root params go back to English and the full site (root-params-reset.ts).
afterEach(() => resetRootParams())
