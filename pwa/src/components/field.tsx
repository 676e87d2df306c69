import { useId, type ComponentProps, type ReactNode } from 'react';

/*
 * The one labelled form control of the app: label, control, hint and error, with the error and hint
 * tied to the control (`aria-invalid`, `aria-describedby`) so a screen reader says why a value was
 * refused. The accessible name is the label alone: a control nested in its <label> would otherwise be
 * announced with its chosen option or typed value ("Scorer Choose a side first").
 */

interface FieldText {
  label: ReactNode;
  /** Help shown under the control, read after the label. */
  hint?: ReactNode;
  /** The reason the value was refused (a server issue for this field, or the form's own check). */
  error?: ReactNode;
  /** The label is read to screen readers but not shown, where the screen around already names the control (a header picker, a list filter). */
  labelHidden?: boolean;
}

function useFieldIds(error: ReactNode, hint: ReactNode, describedBy: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const described = [describedBy, hasError ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ');
  return {
    labelId: `${id}-label`,
    control: {
      'aria-invalid': hasError ? (true as const) : undefined,
      'aria-describedby': described || undefined,
    },
    after: (
      <>
        {hasHint ? (
          <small id={hintId} className="muted">
            {hint}
          </small>
        ) : null}
        {hasError ? (
          <small id={errorId} className="field-hint">
            {error}
          </small>
        ) : null}
      </>
    ),
  };
}

export function InputField({ label, hint, error, labelHidden, ...props }: FieldText & ComponentProps<'input'>) {
  const f = useFieldIds(error, hint, props['aria-describedby']);
  return (
    <label className="field">
      <span id={f.labelId} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </span>
      <input aria-labelledby={f.labelId} {...props} {...f.control} />
      {f.after}
    </label>
  );
}

export function SelectField({
  label,
  hint,
  error,
  labelHidden,
  children,
  ...props
}: FieldText & { children: ReactNode } & ComponentProps<'select'>) {
  const f = useFieldIds(error, hint, props['aria-describedby']);
  return (
    <label className="field">
      <span id={f.labelId} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </span>
      <select aria-labelledby={f.labelId} {...props} {...f.control}>
        {children}
      </select>
      {f.after}
    </label>
  );
}

export function TextAreaField({ label, hint, error, labelHidden, ...props }: FieldText & ComponentProps<'textarea'>) {
  const f = useFieldIds(error, hint, props['aria-describedby']);
  return (
    <label className="field">
      <span id={f.labelId} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </span>
      <textarea aria-labelledby={f.labelId} {...props} {...f.control} />
      {f.after}
    </label>
  );
}

/** The message of the server's issue for one field (`issues[].path`), to show under that field. */
export function issueFor(issues: readonly { path: string; message: string }[] | undefined, path: string): string | undefined {
  return issues?.find((i) => i.path === path)?.message;
}
