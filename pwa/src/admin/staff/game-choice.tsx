import { useEffect, useId, useState } from 'react';
import type { PublicGame } from '@pitchside/shared';
import { Name } from '../../components/name';
import { apiGet } from '../../data/api';
import { useFormat, useT } from '../../i18n';

/** The edition's games in time order (unscheduled last), for choosing a scorer's or a link's games. */
export function useEditionGames(eventId: string): { games: PublicGame[] | null; failed: boolean } {
  const [games, setGames] = useState<PublicGame[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    apiGet(`/api/events/${eventId}/games?limit=1000`)
      .then((res) => {
        if (!live) return;
        const at = (g: PublicGame) => (g.startTime ? Date.parse(g.startTime) : Number.POSITIVE_INFINITY);
        setGames([...(res.games ?? [])].sort((a, b) => at(a) - at(b) || (a.pitch?.code ?? '').localeCompare(b.pitch?.code ?? '')));
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [eventId]);
  return { games, failed };
}

/**
 * Games to tick, each a whole-row label (Beirut time, pitch, teams): a scorer or a link covers the
 * ticked games besides any on the ticked pitches. Folded away until opened, as an edition has many.
 */
export function GameChoice({
  games,
  failed,
  chosen,
  onChange,
}: {
  games: readonly PublicGame[] | null;
  failed: boolean;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  if (failed) return <p className="form-message is-error">{t('admin-staff.gamesFailed')}</p>;
  if (!games || games.length === 0) return null;
  return (
    <details className="staff-games">
      <summary>{chosen.length ? t('admin-staff.gamesScope', { count: chosen.length }) : t('admin-staff.chooseGames')}</summary>
      <fieldset className="staff-pitches">
        <legend>{t('admin-staff.gamesLegend')}</legend>
        {games.map((g) => (
          <label key={g._id} className="staff-check" htmlFor={`${id}-${g._id}`}>
            <input
              id={`${id}-${g._id}`}
              type="checkbox"
              checked={chosen.includes(g._id)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, g._id] : chosen.filter((x) => x !== g._id))}
            />
            <span>
              <span className="muted">{g.startTime ? format.date(g.startTime, 'weekdayTime') : t('admin-staff.timeNotSet')}</span>
              {g.pitch ? (
                <>
                  {' · '}
                  <Name>{g.pitch.name}</Name>
                </>
              ) : null}
              {' · '}
              <Name>{g.homeTeam.name}</Name>
              {' – '}
              <Name>{g.awayTeam.name}</Name>
            </span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
