// An English story's link-preview card (app/og/story-card-response.ts).
import { storyCardResponse } from '@/app/og/story-card-response'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

export async function GET(_request: Request, { params }: RouteContext<'/og/stories/[slug]'>) {
  return storyCardResponse((await params).slug, DEFAULT_LOCALE)
}
