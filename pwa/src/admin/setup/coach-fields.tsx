import { useT } from '../../i18n';
import { InputField } from '../field';
import { coachOptions, coachSearchUrl } from './search-sources';
import { TypeAhead, type Option } from './type-ahead';
import './coach-fields.css';

/**
 * A team's coach: a member found by the search, or a coach without an account yet, by name and phone
 * (`phone` null: not known on this screen yet, so not sent).
 */
export type CoachChoice = { kind: 'member'; member: Option | null } | { kind: 'typed'; name: string; phone: string | null };

export const noCoach: CoachChoice = { kind: 'member', member: null };

/** The create form's fields: a member's id, or the name and phone typed. */
export function coachCreateFields(c: CoachChoice): Record<string, string | undefined> {
  if (c.kind === 'member') return { coach: c.member?.id };
  return { coachName: c.name.trim(), coachPhone: c.phone?.trim() };
}

/** The edit's fields: a single space clears a field (blank values are left out of the form; the server trims). */
export function coachEditFields(c: CoachChoice): Record<string, string | undefined> {
  if (c.kind === 'member') return { coach: c.member?.id ?? ' ', coachName: ' ' };
  return { coach: ' ', coachName: c.name.trim() || ' ', ...(c.phone === null ? {} : { coachPhone: c.phone.trim() || ' ' }) };
}

/** Each coach field's refusal, by the request field's name (from the form's submit hook). */
export type CoachErrors = Partial<Record<string, string>>;

export function CoachFields({
  value,
  onChange,
  errors = {},
}: {
  value: CoachChoice;
  onChange: (c: CoachChoice) => void;
  errors?: CoachErrors;
}) {
  const t = useT();
  return (
    <div className="setup-coach">
      <div className="setup-mode" role="group" aria-label={t('admin-teams.coachKind')}>
        <button
          type="button"
          className={`btn ${value.kind === 'member' ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={value.kind === 'member'}
          onClick={() => value.kind !== 'member' && onChange(noCoach)}
        >
          {t('admin-teams.coachMember')}
        </button>
        <button
          type="button"
          className={`btn ${value.kind === 'typed' ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={value.kind === 'typed'}
          onClick={() => value.kind !== 'typed' && onChange({ kind: 'typed', name: '', phone: '' })}
        >
          {t('admin-teams.coachTyped')}
        </button>
      </div>
      {value.kind === 'member' ? (
        <TypeAhead
          label={t('admin-teams.coach')}
          url={coachSearchUrl}
          toOptions={coachOptions}
          value={value.member}
          error={errors.coach}
          onChange={(member) => onChange({ kind: 'member', member })}
        />
      ) : (
        <>
          <InputField
            label={t('admin-teams.coachName')}
            value={value.name}
            maxLength={100}
            autoComplete="off"
            error={errors.coachName}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
          <InputField
            label={t('admin-teams.coachPhone')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            maxLength={30}
            value={value.phone ?? ''}
            error={errors.coachPhone}
            onChange={(e) => onChange({ ...value, phone: e.target.value })}
          />
        </>
      )}
    </div>
  );
}
