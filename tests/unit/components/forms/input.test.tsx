// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'

import { Input } from '@/components/forms/input'

describe('Input', () => {
  it('is a text box named by its label', () => {
    render(<Input label="Email address" type="email" />)
    const input = screen.getByRole('textbox', { name: 'Email address' })
    expect(input).not.toBeRequired()
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByText('*')).not.toBeInTheDocument()
  })

  it('marks a required field with an asterisk beside the label, hidden from screen readers', () => {
    render(<Input label="Email address" required />)
    const input = screen.getByRole('textbox', { name: 'Email address' })
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('aria-required', 'true')
    const asterisk = screen.getByText('*')
    expect(asterisk).toHaveAttribute('aria-hidden', 'true')
    expect(asterisk.closest('label')).toHaveAttribute('for', input.id)
  })

  it('shows an error in red under the field, tied to it', () => {
    const { container } = render(
      <Input label="Email address" required error="Enter your email address." />,
    )
    const input = screen.getByRole('textbox', { name: 'Email address' })
    const error = screen.getByText('Enter your email address.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Enter your email address.')
    expect(error).toHaveClass('text-red-700')
    // Under the field: after the input in document order.
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(container.querySelectorAll('[id$="-error"]')).toHaveLength(1)
  })
})
