import { useEffect, useState } from 'react';
import { PageLoading } from '../../components/states';
import { TeamLogo } from '../../components/team/team-logo';
import { apiPost } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import { Flash, useFlash } from '../flash';
import { ScopePicker } from '../scope-picker';
import { readKept } from '../read-kept';
import { useScope } from '../standings/use-scope';
import { useAdminCatalogs } from '../use-admin-catalogs';
import '../standings/standings.css';
import './rankings.css';
import { useDocumentTitle } from '../../app/use-title';

interface Row {
  teamId: string;
  points: string;
}

/** Points are whole numbers from 0; blank counts as 0. */
export function rankingPayload(rows: readonly Row[]) {
  return rows.flatMap((r, i) =>
    r.teamId ? [{ teamId: r.teamId, position: i + 1, points: r.points.trim() === '' ? 0 : Number(r.points) }] : [],
  );
}

/** /admin/rankings (admin spec section 2): the age group's final ranking, position by position. */
export default function RankingsManagerPage() {
  const ready = useAdminCatalogs();
  return ready ? <RankingsManager /> : <PageLoading />;
}

function RankingsManager() {
  const t = useT();
  useDocumentTitle([t('admin-rankings.title')]);
  const flash = useFlash(8000);
  const scope = useScope();
  const [rows, setRows] = useState<Row[]>([]);
  /** The event and age group the rows were read for: Save waits until they are this scope's. */
  const [rowsFor, setRowsFor] = useState('');
  const [busy, setBusy] = useState(false);
  const scopeKey = scope.event ? `${scope.event._id}|${scope.slug}` : '';

  useEffect(() => {
    if (!scope.event) return;
    let live = true;
    const key = `${scope.event._id}|${scope.slug}`;
    const q = scope.slug ? `?ageGroup=${encodeURIComponent(scope.slug)}` : '';
    readKept<{ rankings: { teamId: string; position: number; points: number }[] }>(`/api/custom-rankings/${scope.event._id}${q}`)
      .then((r) => {
        if (!live) return;
        // As many positions as the larger of the team count and the saved ranking.
        const count = Math.max(scope.teams.length, r.rankings.length);
        const byPosition = new Map(r.rankings.map((x) => [x.position, x]));
        setRows(
          Array.from({ length: count }, (_, i) => {
            const saved = byPosition.get(i + 1);
            return { teamId: saved?.teamId ?? '', points: saved ? String(saved.points) : '' };
          }),
        );
        setRowsFor(key);
      })
      .catch((e) => live && flash.show(formatError(e), 'error'));
    return () => {
      live = false;
    };
  }, [scope.event, scope.slug, scope.teams, flash.show]); // eslint-disable-line react-hooks/exhaustive-deps

  const used = rows.map((r) => r.teamId).filter(Boolean);
  const set = (i: number, patch: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = async () => {
    const payload = rankingPayload(rows);
    if (payload.some((p) => !Number.isInteger(p.points) || p.points < 0)) return flash.show(t('admin-rankings.pointsInvalid'), 'error');
    setBusy(true);
    try {
      await apiPost(`/api/custom-rankings/${scope.eventId}`, { ageGroup: scope.slug || null, rankings: payload });
      flash.show(t('admin-rankings.saved'), 'success');
    } catch (err) {
      flash.show(formatError(err, 'admin-rankings.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page rankings-manager">
      <h1 className="page-title">{t('admin-rankings.title')}</h1>
      <ScopePicker
        events={scope.events}
        eventId={scope.eventId}
        onEvent={scope.setEventId}
        ageGroups={scope.ageGroups}
        slug={scope.slug}
        onAgeGroup={scope.setAgeGroup}
      />
      {scope.loadError ? <p className="form-message is-error">{formatError(scope.loadError)}</p> : null}
      <Flash message={flash.message} />
      {scope.event && (
        <>
          <ol className="rankings-list">
            {rows.map((r, i) => {
              const team = scope.teams.find((x) => x._id === r.teamId);
              return (
                <li key={i} className="card rankings-row">
                  <span className="rankings-row__pos">{i + 1}</span>
                  {team ? (
                    <TeamLogo src={team.logo} name={team.name} size={28} />
                  ) : (
                    <span className="rankings-row__blank" aria-hidden="true" />
                  )}
                  <SelectField
                    label={t('admin-rankings.team', { n: i + 1 })}
                    value={r.teamId}
                    onChange={(e) => set(i, { teamId: e.target.value })}
                  >
                    <option value="">{t('admin-rankings.selectTeam')}</option>
                    {scope.teams.map((x) => (
                      <option key={x._id} value={x._id} disabled={used.includes(x._id) && x._id !== r.teamId}>
                        {x.name}
                      </option>
                    ))}
                  </SelectField>
                  <InputField
                    label={t('admin-rankings.points')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={r.points}
                    onChange={(e) => set(i, { points: e.target.value })}
                  />
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void save()}
            disabled={busy || !scope.loaded || rowsFor !== scopeKey}
          >
            {t('admin-rankings.save')}
          </button>
        </>
      )}
    </section>
  );
}
