import { localeFeed } from '@/lib/locale-feed-route'

export function GET(request: Request, { params }: RouteContext<'/[locale]/feed.json'>) {
  return localeFeed(request, 'json', params)
}
