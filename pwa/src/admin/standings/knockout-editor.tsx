import { useEffect, useState } from 'react';
import type { EventPageResponse } from '@pitchside/shared';
import { apiPost, apiRequest } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { SelectField } from '../field';
import type { useFlash } from '../flash';
import { scopedBody } from './use-scope';

/**
 * Knockout Stage: generate or regenerate the bracket from the final group tables, an optional
 * third-place match, the rounds one tab at a time, and the champion by hand only for the Final
 * (one of the two finalists, for a walkover).
 */
export function KnockoutEditor(props: {
  eventId: string;
  slug: string;
  page: EventPageResponse | null;
  flash: ReturnType<typeof useFlash>;
  onSaved: () => void;
}) {
  const t = useT();
  const { flash } = props;
  const stage = props.page?.activeKnockoutStage ?? null;
  const rounds = stage?.rounds ?? [];
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const thirdPlace = props.page?.activeAgeGroup?.thirdPlaceMatch ?? false;
  useEffect(() => {
    setRound((r) => (r < rounds.length ? r : 0));
  }, [rounds.length]);
  const ageGroup = props.slug ? { ageGroup: props.slug } : {};

  const run = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    try {
      flash.show(await work(), 'success');
      props.onSaved();
    } catch (err) {
      flash.show(formatError(err, fallback), 'error');
    } finally {
      setBusy(false);
    }
  };
  const generate = (again: boolean) => {
    if (again && !window.confirm(t('admin-standings.confirmRegenerate'))) return;
    const path = again ? 'regenerate-knockout-fixtures' : 'generate-knockout-fixtures';
    void run(async () => {
      const res = await apiPost(`/api/events/${props.eventId}/games/${path}`, ageGroup);
      return t('admin-standings.created', { n: res.created });
    }, 'admin-standings.fixturesFailed');
  };
  const put = (keys: Record<string, unknown>) =>
    run(async () => {
      await apiRequest(`/api/events/${props.eventId}`, { method: 'PUT', body: scopedBody(props.slug, keys) });
      return t('admin-standings.saved');
    }, 'admin-standings.saveFailed');

  const current = rounds[round];
  return (
    <div className="standings-editor">
      <div className="standings-actions">
        <button type="button" className="btn btn-primary" onClick={() => generate(false)} disabled={busy}>
          {t('admin-standings.generateKnockout')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => generate(true)} disabled={busy}>
          {t('admin-standings.regenerateKnockout')}
        </button>
        <label className="check">
          <input type="checkbox" checked={thirdPlace} disabled={busy} onChange={(e) => void put({ thirdPlaceMatch: e.target.checked })} />
          {t('admin-standings.thirdPlace')}
        </label>
      </div>
      {rounds.length === 0 ? (
        <p className="muted">{t('admin-standings.noKnockout')}</p>
      ) : (
        <>
          <div className="standings-rounds" role="group" aria-label={t('admin-standings.rounds')}>
            {rounds.map((r, i) => (
              <button
                key={`${r.roundName}-${r.roundSize}`}
                type="button"
                className={`btn btn-sm ${i === round ? 'btn-primary' : 'btn-ghost'}`}
                aria-pressed={i === round}
                onClick={() => setRound(i)}
              >
                {r.roundName}
              </button>
            ))}
          </div>
          <ul className="standings-fixtures">
            {current?.fixtures.map((f) => {
              const isFinal = f.roundSize === 2 && f.position === 0;
              return (
                <li key={f._id} className="card standings-fixture">
                  <span>{f.homeTeam?.name ?? t('admin-standings.tbd')}</span>
                  <span className="muted">{t('admin-standings.versus')}</span>
                  <span>{f.awayTeam?.name ?? t('admin-standings.tbd')}</span>
                  {f.winner && (
                    <strong className="standings-fixture__winner">{t('admin-standings.winner', { name: f.winner.name })}</strong>
                  )}
                  {isFinal && f.homeTeam && f.awayTeam && (
                    <SelectField
                      label={t('admin-standings.champion')}
                      value={f.winner?._id ?? ''}
                      disabled={busy}
                      onChange={(e) =>
                        void put({
                          knockoutStage: [
                            {
                              roundName: current.roundName,
                              fixtures: [{ homeTeam: f.homeTeam!._id, awayTeam: f.awayTeam!._id, winner: e.target.value || null }],
                            },
                          ],
                        })
                      }
                    >
                      <option value="">{t('admin-standings.championByGame')}</option>
                      <option value={f.homeTeam._id}>{f.homeTeam.name}</option>
                      <option value={f.awayTeam._id}>{f.awayTeam.name}</option>
                    </SelectField>
                  )}
                </li>
              );
            })}
          </ul>
          {stage?.bracket.champion && (
            <p className="standings-champion">{t('admin-standings.championIs', { name: stage.bracket.champion.name })}</p>
          )}
        </>
      )}
    </div>
  );
}
