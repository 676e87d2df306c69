/** What a form says after an attempt, with whether it went well: the text itself may be in any language. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export const success = (text: string): Notice => ({ kind: 'success', text });
export const failure = (text: string): Notice => ({ kind: 'error', text });

/** A form's result line: green for a success, red for an error (spec). */
export function FormMessage({ notice }: { notice: Notice | null | undefined }) {
  if (!notice?.text) return null;
  const ok = notice.kind === 'success';
  return (
    <p className={`form-message ${ok ? 'is-success' : 'is-error'}`} role={ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}
