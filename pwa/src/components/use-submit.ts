import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, type ApiIssue } from '../data/api';
import { formatError, issueText } from '../i18n';

/**
 * What the hook needs of a schema: a shared zod schema fits, and naming only its shape keeps zod
 * itself out of every bundle that imports this hook (docs/decisions/0006).
 */
export interface FormSchema<Data> {
  safeParse(value: unknown): { success: true; data: Data } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The schema, or how to load it: a form fans open loads it lazily (src/components/form-schemas.ts),
 * so zod stays out of the fans' first load and precache.
 */
export type SchemaSource<Data> = FormSchema<Data> | (() => Promise<FormSchema<Data>>);

export interface SubmitOptions<Data, Result> {
  /** The schema the server validates this request with (shared), checked before anything is sent. */
  schema?: SchemaSource<Data>;
  /** The request, given what the schema made of the values (trimmed, lower-cased...). */
  send: (data: Data) => Promise<Result>;
  onSuccess?: (result: Result, data: Data) => void;
  /** Told of every failed request (an unverified address offers a new link), after the fields are marked. */
  onFailure?: (err: unknown) => void;
  /**
   * The form's line for a failure; by default the server's reason in the reader's language, and
   * nothing when every reason is shown beside its field.
   */
  failureText?: (err: unknown) => string | null;
}

export interface Submit<Values> {
  busy: boolean;
  /** Each field's refusal in the reader's language, by the field's name (the issue's path, dotted when nested). */
  errors: Partial<Record<keyof Values & string, string>> & Partial<Record<string, string>>;
  /** The refusal for the form's message line (network, or a reason about no field on screen). */
  formError: string | null;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Forgets a field's refusal once the person edits it, and the form's line with it. */
  clear: (name: (keyof Values & string) | (string & {})) => void;
  /** Sets the form's line (a result the screen works out itself, such as "nothing changed"). */
  setFormError: (text: string | null) => void;
}

/** A zod issue as the server would answer it: its message is a code with its values (see `coded`). */
function asApiIssue(issue: SchemaIssue): ApiIssue {
  const at = issue.message.indexOf('?');
  const code = at < 0 ? issue.message : issue.message.slice(0, at);
  const params = at < 0 ? undefined : Object.fromEntries(new URLSearchParams(issue.message.slice(at + 1)));
  return { path: issue.path.map(String).join('.'), message: issue.message, code, ...(params ? { params } : {}) };
}

/**
 * One way to submit a form: check the values with the shared schema the server uses, show each
 * refusal beside its field (InputField's `error`, which sets aria-invalid and aria-describedby), send
 * while `busy`, and map the server's refusals to the same fields. The server's answer stays the last
 * word: a form whose schema could not load (offline) still sends, and the server checks again.
 */
export function useSubmit<Values extends object, Data = Values, Result = unknown>(
  values: Values,
  opts: SubmitOptions<Data, Result>,
): Submit<Values> {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement | null>(null);
  const latest = useRef(opts);
  latest.current = opts;
  const loading = useRef<Promise<FormSchema<Data> | null> | null>(null);
  const running = useRef(false);
  const checker = useCallback((): Promise<FormSchema<Data> | null> | FormSchema<Data> | null => {
    const schema = latest.current.schema;
    if (typeof schema !== 'function') return schema ?? null;
    // Offline, a schema never loaded on this device cannot load: the server checks instead.
    loading.current ??= schema().catch(() => {
      loading.current = null;
      return null;
    });
    return loading.current;
  }, []);

  // A lazily loaded schema starts loading with the form, so a check on submit does not wait for it.
  useEffect(() => {
    void checker();
  }, [checker]);

  // The first refused field takes the focus, so a keyboard or screen-reader user lands on the reason;
  // in the same commit that shows the refusal, so nothing (a key press, a reader) sees one without the other.
  useLayoutEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const split = useCallback(
    (issues: readonly ApiIssue[]) => {
      const onFields: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const issue of issues) {
        // A nested value ('contact_info.email') is shown under the field of that full path.
        if (issue.path.split('.')[0]! in values) onFields[issue.path] ??= issueText(issue);
        else elsewhere.push(issueText(issue));
      }
      return { onFields, elsewhere };
    },
    [values],
  );

  const onSubmit = useCallback(
    async (e?: FormEvent<HTMLFormElement>) => {
      e?.preventDefault();
      if (e) form.current = e.currentTarget;
      if (running.current) return;
      running.current = true;
      const { send, onSuccess, onFailure, failureText } = latest.current;
      setFormError(null);
      let data = values as unknown as Data;
      const check = await checker();
      if (check) {
        const parsed = check.safeParse(values);
        if (!parsed.success) {
          const { onFields, elsewhere } = split(parsed.error.issues.map(asApiIssue));
          setErrors(onFields);
          setFormError(elsewhere[0] ?? null);
          setAttempt((n) => n + 1);
          running.current = false;
          return;
        }
        data = parsed.data;
      }
      setErrors({});
      setBusy(true);
      try {
        const result = await send(data);
        onSuccess?.(result, data);
      } catch (err) {
        const { onFields, elsewhere } = split(err instanceof ApiError ? (err.issues ?? []) : []);
        setErrors(onFields);
        const allShown = Object.keys(onFields).length > 0 && elsewhere.length === 0;
        setFormError(failureText ? failureText(err) : allShown ? null : (elsewhere[0] ?? formatError(err)));
        setAttempt((n) => n + 1);
        onFailure?.(err);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [values, split, checker],
  );

  const clear = useCallback((name: string) => {
    setErrors((all) => {
      if (!(name in all)) return all;
      const rest = { ...all };
      delete rest[name];
      return rest;
    });
    setFormError(null);
  }, []);

  return { busy, errors: errors as Submit<Values>['errors'], formError, onSubmit, clear, setFormError };
}
