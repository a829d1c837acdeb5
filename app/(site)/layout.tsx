import { SiteShell } from '@/components/layout/site-shell'

// Every page of the site gets its header and footer here; the Studio (/studio) gets the window.
export default function SiteLayout({ children }: LayoutProps<'/'>) {
  return <SiteShell>{children}</SiteShell>
}
