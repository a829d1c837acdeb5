// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { Select, type SelectOption } from '@/components/forms/select'

const COUNTRIES: SelectOption[] = [
  { label: 'Kenya', value: 'Kenya' },
  { label: 'Ghana', value: 'Ghana' },
  { label: 'Guinea', value: 'Guinea' },
  { label: "Côte d'Ivoire", value: "Côte d'Ivoire" },
  { label: 'Nigeria', value: 'Nigeria' },
]

function setup(initial = '') {
  const onChange = vi.fn()
  function Harness() {
    const [value, setValue] = useState(initial)
    return (
      <div>
        <Select
          label="Country"
          options={COUNTRIES}
          value={value}
          onChange={(next) => {
            onChange(next)
            setValue(next)
          }}
          placeholder="Any country"
          clearLabel="Show any country"
        />
        <p>Outside</p>
      </div>
    )
  }
  const user = userEvent.setup()
  render(<Harness />)
  const input = screen.getByRole('combobox', { name: 'Country' })
  const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent)
  return { user, input, onChange, optionNames }
}

describe('Select', () => {
  it('is a combobox named by its label, controlling a listbox of options', async () => {
    const { user, input } = setup()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    const listId = input.getAttribute('aria-controls')
    expect(listId).toBeTruthy()

    await user.click(input)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const listbox = screen.getByRole('listbox')
    expect(listbox).toHaveAttribute('id', listId)
    expect(screen.getAllByRole('option')).toHaveLength(COUNTRIES.length)
  })

  it('filters the options as you type, ignoring case and accents', async () => {
    const { user, input, optionNames } = setup()
    await user.type(input, 'GU')
    expect(optionNames()).toEqual(['Guinea'])
    await user.clear(input)
    await user.type(input, 'cote')
    expect(optionNames()).toEqual(["Côte d'Ivoire"])
    await user.clear(input)
    await user.type(input, 'ia')
    expect(optionNames()).toEqual(['Nigeria'])
    await user.clear(input)
    await user.type(input, 'n')
    expect(optionNames()).toEqual(['Kenya', 'Ghana', 'Guinea', 'Nigeria'])
  })

  it('shows "No options found" when the search matches nothing', async () => {
    const { user, input, optionNames } = setup()
    expect(screen.queryByText('No options found')).not.toBeInTheDocument()
    await user.type(input, 'Atlantis')
    expect(optionNames()).toEqual([])
    expect(screen.getByText('No options found')).toBeVisible()
  })

  it('closes on Escape without picking', async () => {
    const { user, input, onChange } = setup()
    await user.type(input, 'ke')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('closes on a click outside', async () => {
    const { user, input, onChange } = setup()
    await user.click(input)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByText('Outside'))
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('picking an option calls onChange with its value, shows its label and closes', async () => {
    const { user, input, onChange } = setup()
    await user.click(input)
    await user.click(screen.getByRole('option', { name: 'Ghana' }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Ghana')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('Ghana')
    await user.click(input)
    expect(screen.getByRole('option', { name: 'Ghana' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: 'Kenya' })).toHaveAttribute('aria-selected', 'false')
  })

  it('Enter picks the one option that matches the search', async () => {
    const { user, input, onChange } = setup()
    await user.type(input, 'nig{Enter}')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Nigeria')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('Nigeria')
  })

  it('Enter does nothing while several options match', async () => {
    const { user, input, onChange, optionNames } = setup()
    await user.type(input, 'g{Enter}')
    expect(optionNames()).toEqual(['Ghana', 'Guinea', 'Nigeria'])
    expect(onChange).not.toHaveBeenCalled()
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveValue('g')
  })

  it('arrow keys move the active option (wrapping) and Enter picks it', async () => {
    const { user, input, onChange } = setup()
    input.focus()
    const activeName = () => {
      const id = input.getAttribute('aria-activedescendant')
      return id ? document.getElementById(id)?.textContent : undefined
    }
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(activeName()).toBe('Kenya')
    await user.keyboard('{ArrowDown}')
    expect(activeName()).toBe('Ghana')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(activeName()).toBe('Nigeria')
    await user.keyboard('{ArrowDown}')
    expect(activeName()).toBe('Kenya')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Ghana')
    expect(input).not.toHaveAttribute('aria-activedescendant')
  })

  it('with several matches, Enter picks the option made active with the arrows', async () => {
    const { user, input, onChange } = setup()
    await user.type(input, 'g')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Guinea')
  })

  it('the clear button empties the choice', async () => {
    const { user, input, onChange } = setup('Kenya')
    expect(input).toHaveValue('Kenya')
    await user.click(screen.getByRole('button', { name: 'Show any country' }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('')
    expect(input).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Show any country' })).not.toBeInTheDocument()
  })

  it('shows a value that has no option as it is, so it can be seen and cleared', () => {
    const { input } = setup('Atlantis')
    expect(input).toHaveValue('Atlantis')
    expect(screen.getByRole('button', { name: 'Show any country' })).toBeVisible()
  })

  it('follows a label with its count, which the box leaves out once chosen', async () => {
    const onChange = vi.fn()
    const options = [
      { label: 'Ghana', value: 'Ghana', count: 3 },
      { label: 'Kenya', value: 'Kenya', count: 1 },
    ]
    const user = userEvent.setup()
    render(<Select label="Country" options={options} value="Kenya" onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Country' })
    expect(input).toHaveValue('Kenya')
    await user.click(input)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ghana (3)',
      'Kenya (1)',
    ])
    await user.click(screen.getByRole('option', { name: 'Ghana (3)' }))
    expect(onChange).toHaveBeenCalledWith('Ghana')
  })
})

describe('text typed before the page is hydrated', () => {
  /** The Select as the server sent it, typed into, then hydrated by React. */
  async function hydrateTyped(typed: string, { focused }: { focused: boolean }) {
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const { act } = await import('react')
    const onChange = vi.fn()
    const select = (
      <Select
        label="Country"
        options={COUNTRIES}
        value=""
        onChange={onChange}
        placeholder="Any country"
        clearLabel="Show any country"
      />
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(select)
    document.body.append(container)
    const input = container.querySelector('input')
    if (!input) throw new Error('The Select rendered no input.')
    if (focused) input.focus()
    input.value = typed
    const root = await act(async () => hydrateRoot(container, select))
    return { container, input, onChange, unmount: () => act(() => root.unmount()) }
  }

  it('is searched for once hydrated, so its one match is active and Enter picks it', async () => {
    const user = userEvent.setup()
    const { container, input, onChange, unmount } = await hydrateTyped('ken', { focused: true })
    try {
      expect(input.getAttribute('aria-expanded')).toBe('true')
      const options = [...container.querySelectorAll('[role="option"]')].map((o) => o.textContent)
      expect(options).toEqual(['Kenya'])
      expect(input.value).toBe('ken')
      expect(input.getAttribute('aria-activedescendant')).toBeTruthy()
      await user.keyboard('{Enter}')
      expect(onChange).toHaveBeenCalledWith('Kenya')
    } finally {
      await unmount()
      container.remove()
    }
  })

  it('is cleared when left behind (focus moved on), as a Tab would leave it', async () => {
    const { container, input, unmount } = await hydrateTyped('ken', { focused: false })
    try {
      expect(input.getAttribute('aria-expanded')).toBe('false')
      expect(input.value).toBe('')
    } finally {
      await unmount()
      container.remove()
    }
  })
})
