'use client'

// Inside the layout that frames the page (header and all); [mode]/error.tsx catches a layout's.
export { PageError as default } from '@/components/page-error'
