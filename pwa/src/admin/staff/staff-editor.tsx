import { useCallback, useState } from 'react';
import type { PublicEvent } from '@pitchside/shared';
import { FormMessage } from '../../components/message';
import { Name } from '../../components/name';
import { useSubmit } from '../../components/use-submit';
import { useT } from '../../i18n';
import { SelectField } from '../field';
import { send } from '../setup/admin-api';
import { TypeAhead, type Option } from '../setup/type-ahead';
import { isEventWide, staffPutBody, type StaffRoleName, type StaffRow } from './staff-api';
import { GameChoice, useEditionGames } from './game-choice';
import { PitchChoice } from './pitch-choice';

/** Members who may hold a role here, by name: the event's own search, open to its organisers too. */
const memberOptions = (body: { users?: { _id: string; fullName: string }[] }): Option[] =>
  (body.users ?? []).map((u) => ({ id: u._id, label: u.fullName }));

/**
 * The event's staff: organisers (the whole event) and scorers (the edition's games, or only those
 * on some pitches). Changes stay on screen until Save sends the whole list, as the spec's PUTs do.
 */
export function StaffEditor({
  event,
  initial,
  series,
  mayGrantReview,
  onSaved,
}: {
  event: PublicEvent;
  initial: StaffRow[];
  /** The person organises every edition (or is a site admin): event-wide organisers are theirs to change. */
  series: boolean;
  /** The person reviews registrations for this event (or is a site admin): only they pass the review on. */
  mayGrantReview: boolean;
  onSaved: (rows: StaffRow[]) => void;
}) {
  const t = useT();
  // Stable across renders (one search per pause), new only for another event.
  const memberSearchUrl = useCallback(
    (q: string) => `/api/events/${event._id}/staff/candidates?name=${encodeURIComponent(q)}`,
    [event._id],
  );
  const [rows, setRows] = useState<StaffRow[]>(initial);
  const [member, setMember] = useState<Option | null>(null);
  const [role, setRole] = useState<StaffRoleName>('scorer');
  const [saved, setSaved] = useState(false);
  const values = { staff: rows };
  const submit = useSubmit(values, {
    send: () => send('PUT', `/api/events/${event._id}/staff`, staffPutBody(rows, series)),
    onSuccess: () => {
      setSaved(true);
      onSaved(rows);
    },
  });
  const change = (next: StaffRow[]) => {
    setRows(next);
    setSaved(false);
    submit.clear('staff');
  };
  const update = (i: number, patch: Partial<StaffRow>) => change(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const pitches = (event.venues ?? []).flatMap((v) => v.pitches.map((p) => ({ ...p, venue: v.name })));
  const editionGames = useEditionGames(event._id);

  const add = () => {
    if (!member) return;
    // One role per member and event: choosing someone listed already changes their role.
    const at = rows.findIndex((r) => r.userId === member.id);
    if (at >= 0) update(at, { role });
    else
      change([
        ...rows,
        { userId: member.id, fullName: member.label, role, scope: {}, editions: series ? 'all' : 'this', reviewRegistrations: false },
      ]);
    setMember(null);
  };

  return (
    <form className="staff-section" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
      <h2>{t('admin-staff.staffTitle')}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('admin-staff.noStaff')}</p>
      ) : (
        <ul className="setup-list staff-list">
          {rows.map((r, i) =>
            !series && isEventWide(r) ? (
              // Given by whoever runs the whole event: shown, not changed from one edition.
              <li key={r.userId} className="card staff-row">
                <strong>
                  <Name>{r.fullName || t('admin-staff.unnamed')}</Name>
                </strong>
                <span className="muted">{t('admin-staff.eventWide')}</span>
              </li>
            ) : (
              <li key={r.userId} className="card staff-row">
                <strong>
                  <Name>{r.fullName || t('admin-staff.unnamed')}</Name>
                </strong>
                <SelectField
                  label={t('admin-staff.role')}
                  value={r.role}
                  onChange={(e) => update(i, { role: e.target.value as StaffRoleName })}
                >
                  <option value="organiser">{t('admin-staff.role.organiser')}</option>
                  <option value="scorer">{t('admin-staff.role.scorer')}</option>
                </SelectField>
                {r.role === 'organiser' && series && (
                  <SelectField
                    label={t('admin-staff.editions')}
                    value={r.editions}
                    onChange={(e) => update(i, { editions: e.target.value === 'this' ? 'this' : 'all' })}
                  >
                    <option value="all">{t('admin-staff.editions.all')}</option>
                    <option value="this">{t('admin-staff.editions.this')}</option>
                  </SelectField>
                )}
                {r.role === 'organiser' && (
                  <label className="staff-check" htmlFor={`staff-review-${r.userId}`}>
                    <input
                      id={`staff-review-${r.userId}`}
                      type="checkbox"
                      checked={r.reviewRegistrations}
                      disabled={!mayGrantReview}
                      onChange={(e) => update(i, { reviewRegistrations: e.target.checked })}
                    />
                    <span>{t('admin-staff.reviewRegistrations')}</span>
                  </label>
                )}
                {r.role === 'scorer' && (
                  <>
                    <PitchChoice
                      legend={t('admin-staff.scorerPitches')}
                      pitches={pitches}
                      chosen={r.scope.pitches ?? []}
                      onChange={(chosen) => update(i, { scope: { ...r.scope, pitches: chosen } })}
                    />
                    <GameChoice
                      {...editionGames}
                      chosen={r.scope.games ?? []}
                      onChange={(chosen) => update(i, { scope: { ...r.scope, games: chosen } })}
                    />
                  </>
                )}
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => change(rows.filter((_, j) => j !== i))}
                  aria-label={t('admin-staff.removeNamed', { name: r.fullName })}
                >
                  {t('admin-staff.remove')}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <fieldset className="staff-add">
        <legend>{t('admin-staff.addTitle')}</legend>
        <TypeAhead label={t('admin-staff.member')} url={memberSearchUrl} toOptions={memberOptions} value={member} onChange={setMember} />
        <SelectField label={t('admin-staff.role')} value={role} onChange={(e) => setRole(e.target.value as StaffRoleName)}>
          <option value="organiser">{t('admin-staff.role.organiser')}</option>
          <option value="scorer">{t('admin-staff.role.scorer')}</option>
        </SelectField>
        <button type="button" className="btn btn-ghost" disabled={!member} onClick={add}>
          {t('admin-staff.add')}
        </button>
      </fieldset>
      <FormMessage text={submit.formError ?? submit.errors.staff ?? ''} />
      {saved && <FormMessage notice={{ kind: 'success', text: t('admin-staff.saved') }} />}
      <p className="actions">
        <button type="submit" className="btn btn-primary" disabled={submit.busy}>
          {t('admin-staff.save')}
        </button>
      </p>
    </form>
  );
}
