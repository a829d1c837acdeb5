import type { ReactNode } from 'react'

export const metadata = { title: 'A trivial page', description: 'The baseline of test:perf.' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
