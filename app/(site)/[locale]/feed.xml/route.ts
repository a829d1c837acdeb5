import { localeFeed } from '@/lib/locale-feed-route'

export function GET(request: Request, { params }: RouteContext<'/[locale]/feed.xml'>) {
  return localeFeed(request, 'rss', params)
}
