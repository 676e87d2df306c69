import { isSuccessMessage } from '@pitchside/shared';

/** A form's result line: green when the text says it was successful, red otherwise (spec). */
export function FormMessage({ text }: { text: string }) {
  if (!text) return null;
  const ok = isSuccessMessage(text);
  return (
    <p className={`form-message ${ok ? 'is-success' : 'is-error'}`} role={ok ? 'status' : 'alert'}>
      {text}
    </p>
  );
}
