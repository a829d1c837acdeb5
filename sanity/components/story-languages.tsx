// A story's Languages panel in the Studio: which languages it is published in, begun in, or not
// yet translated into (storyLanguageRows), read again whenever the document changes.
import { Badge, Box, Card, Flex, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { useClient } from 'sanity'
import type { UserViewComponent } from 'sanity/structure'

import { DEFAULT_API_VERSION } from '@/lib/settings'
import {
  storyLanguageRows,
  type LanguageRow,
  type VersionState,
} from '@/sanity/components/story-language-rows'
import { storyLanguagesQuery } from '@/sanity/queries'
import type { StoryLanguagesQueryResult } from '@/sanity.types'

const STATES: Record<VersionState, { label: string; tone: 'positive' | 'caution' | 'default' }> = {
  published: { label: 'Published', tone: 'positive' },
  draft: { label: 'Draft', tone: 'caution' },
  missing: { label: 'Not yet translated', tone: 'default' },
}

/** The rows themselves: a language, its state, and its version's title. */
export function StoryLanguageList({ rows }: { rows: readonly LanguageRow[] }) {
  return (
    <Stack gap={3}>
      {rows.map((row) => (
        <Card key={row.id} padding={3} radius={2} border>
          <Flex align="center" gap={3}>
            <Box flex={1}>
              <Stack gap={2}>
                <Text weight="semibold">{row.name}</Text>
                {row.title && (
                  <Text size={1} muted lang={row.id}>
                    {row.title}
                  </Text>
                )}
              </Stack>
            </Box>
            <Badge tone={STATES[row.state].tone}>{STATES[row.state].label}</Badge>
          </Flex>
        </Card>
      ))}
    </Stack>
  )
}

export const StoryLanguages: UserViewComponent = ({ document, documentId }) => {
  const client = useClient({ apiVersion: DEFAULT_API_VERSION })
  const [versions, setVersions] = useState<StoryLanguagesQueryResult>(null)
  const shown = document.displayed
  const changed = shown._rev
  useEffect(() => {
    let current = true
    client
      .fetch(storyLanguagesQuery, { id: documentId })
      .then((result) => current && setVersions(result))
      .catch(() => current && setVersions(null))
    return () => {
      current = false
    }
  }, [client, documentId, changed])
  const rows = storyLanguageRows(versions, {
    language: typeof shown.language === 'string' ? shown.language : null,
    title: typeof shown.title === 'string' ? shown.title : null,
    published: Boolean(document.published),
  })
  return (
    <Box padding={4}>
      <StoryLanguageList rows={rows} />
    </Box>
  )
}
