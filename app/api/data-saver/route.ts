// The header's "Data saver" toggle posts here (lib/data-saver-toggle.ts).
import { handleDataSaverToggle } from '@/lib/data-saver-toggle'

export function POST(request: Request) {
  return handleDataSaverToggle(request)
}
