import type { ImportField, ImportKind, ImportProblem, ImportRow, ImportRowReport } from '@pitchside/shared/import';
import { IMPORT_FIELDS } from '@pitchside/shared/import';
import { Name } from '../../components/name';
import { hasTranslation, translate, useT } from '../../i18n';

/** A problem in the reader's language: its code's translation with its values, else the server's English. */
function problemText(p: ImportProblem): string {
  return hasTranslation(`api.${p.code}`) ? translate(`api.${p.code}`, p.params) : p.message;
}

const FIELD_KEYS: Record<ImportField, string> = {
  name: 'admin-import.field.name',
  ageGroup: 'admin-import.field.ageGroup',
  coachName: 'admin-import.field.coachName',
  coachPhone: 'admin-import.field.coachPhone',
  location: 'admin-import.field.location',
  logo: 'admin-import.field.logo',
  team: 'admin-import.field.team',
  shirtNumber: 'admin-import.field.shirtNumber',
  dateOfBirth: 'admin-import.field.dateOfBirth',
};

/**
 * Every row as it will be saved, with its problems under it: a list of cards rather than a wide table,
 * so a phone shows whole rows without scrolling sideways.
 */
export function ImportPreview({ kind, rows, reports }: { kind: ImportKind; rows: ImportRow[]; reports: ImportRowReport[] }) {
  const t = useT();
  const problemsOf = new Map(reports.map((r) => [r.row, r.problems]));
  const withProblems = reports.filter((r) => r.problems.length > 0).length;
  return (
    <section className="import-preview" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title">{t('admin-import.previewTitle', { count: rows.length })}</h2>
      <p className={withProblems ? 'form-message is-error' : 'form-message is-success'} role="status">
        {withProblems ? t('admin-import.rowsWithProblems', { count: withProblems }) : t('admin-import.noProblems')}
      </p>
      <ol className="import-rows">
        {rows.map((row, i) => {
          const problems = problemsOf.get(i + 1) ?? [];
          return (
            <li key={i} className={`card import-row${problems.length ? ' has-problems' : ''}`}>
              <strong>{t('admin-import.rowNumber', { row: i + 1 })}</strong>
              <dl>
                {IMPORT_FIELDS[kind].map((field) =>
                  row[field] ? (
                    <div key={field}>
                      <dt>{t(FIELD_KEYS[field])}</dt>
                      <dd>
                        <Name>{row[field]}</Name>
                      </dd>
                    </div>
                  ) : null,
                )}
              </dl>
              {problems.length > 0 && (
                <ul className="import-problems" aria-label={t('admin-import.problemsOfRow', { row: i + 1 })}>
                  {problems.map((p, j) => (
                    <li key={j}>
                      {p.field !== 'row' && <span className="import-problem-field">{t(FIELD_KEYS[p.field])}: </span>}
                      {problemText(p)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
