/** What a form says after an attempt, with whether it went well: the text itself may be in any language. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export const success = (text: string): Notice => ({ kind: 'success', text });
export const failure = (text: string): Notice => ({ kind: 'error', text });

/**
 * A form's result line: green for a success, red for an error (spec). Pass a `notice`, or a `text`
 * with its `kind` (an error unless said otherwise); the kind is never guessed from the words.
 */
export function FormMessage(props: { notice: Notice | null | undefined } | { text: string; kind?: Notice['kind'] }) {
  const notice = 'notice' in props ? props.notice : { text: props.text, kind: props.kind ?? 'error' };
  if (!notice?.text) return null;
  const ok = notice.kind === 'success';
  return (
    <p className={`form-message ${ok ? 'is-success' : 'is-error'}`} role={ok ? 'status' : 'alert'}>
      {notice.text}
    </p>
  );
}
