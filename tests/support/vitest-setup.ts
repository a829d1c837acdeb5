import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'

// Testing Library empties the DOM after each test by itself only in the first file of a worker
// that imports it when files share modules (`isolate: false`): every file asks for it here.
afterEach(() => cleanup())
