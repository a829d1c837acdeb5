import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { nonEmpty } from '@/tests/support/non-empty'
import { variantProps } from '@/tests/support/variant-props'

const COMPONENTS = path.join(process.cwd(), 'components')
const files = readdirSync(COMPONENTS, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.tsx'),
)

describe('the page variant is read, not passed down', () => {
  it('no component takes the page’s language or mode as a prop', () => {
    const found = nonEmpty(files).flatMap((file) =>
      variantProps(readFileSync(path.join(COMPONENTS, file), 'utf8'), file),
    )
    expect(found).toEqual([])
  })

  it('finds such a prop however it is typed', () => {
    const source = `
      type Props = { story: Story; saver?: boolean }
      export function Card({ story, saver }: Props) { return null }
      export const Row = ({ variant }: { variant: PageVariant }) => null
      interface HeaderProps { locale: Locale }
      export async function Header({ locale }: HeaderProps & { title: string }) { return null }
      function Shown({ kind }: { kind: 'solid' | 'outline' }) { return null }
    `
    expect(variantProps(source)).toEqual([
      "component.tsx: Card's saver",
      "component.tsx: Row's variant",
      "component.tsx: Header's locale",
    ])
  })
})
