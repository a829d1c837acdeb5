import { useId, type ComponentProps } from 'react'

export type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string
  /** Shown in red under the field and tied to it; the field is then marked invalid. */
  error?: string
  id?: string
}

/** A labelled text input: an asterisk marks a required field, an error shows under it in red. */
export function Input({ label, error, id, required, className = '', ...rest }: InputProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-ink-soft">
        {label}
        {/* The asterisk is for sight; `required` tells assistive technology. */}
        {required && (
          <span aria-hidden="true" className="ms-1 text-red-700">
            *
          </span>
        )}
      </label>
      <input
        id={inputId}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-12 w-full rounded-sm border bg-white/70 px-4 text-base text-ink placeholder:text-ink-faint ${
          error ? 'border-red-700 focus:border-red-700' : 'border-ink/20 focus:border-ink'
        }`}
        {...rest}
      />
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
