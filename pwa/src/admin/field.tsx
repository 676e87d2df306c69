import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/*
 * Labelled controls whose accessible name is the label alone: a control nested in its <label> would
 * otherwise be announced with its chosen option or typed value ("Scorer Choose a side first").
 */

export function SelectField({
  label,
  children,
  ...props
}: { label: ReactNode; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <label className="field">
      <span id={id}>{label}</span>
      <select aria-labelledby={id} {...props}>
        {children}
      </select>
    </label>
  );
}

export function InputField({ label, ...props }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <label className="field">
      <span id={id}>{label}</span>
      <input aria-labelledby={id} {...props} />
    </label>
  );
}
