import { useState } from 'react';
import { isolate, type GroupStanding, type MoveTeamGroup } from '@pitchside/shared';
import { formatError, useT } from '../../i18n';
import { SelectField } from '../field';
import type { useFlash } from '../flash';
import { send } from '../setup/admin-api';

/**
 * "Move to group": one team of the saved draw to another group, before either group has played. The
 * server removes the team's games of its old group and creates its games in the new one (to be
 * scheduled); every other game keeps its time and pitch. A played group is refused with its name.
 */
export function MoveTeamToGroup(props: {
  eventId: string;
  slug: string;
  groups: readonly GroupStanding[];
  flash: ReturnType<typeof useFlash>;
  onMoved: () => void;
}) {
  const t = useT();
  const [teamId, setTeamId] = useState('');
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const from = props.groups.find((g) => g.teams.some((x) => x._id === teamId));
  const team = from?.teams.find((x) => x._id === teamId);
  const to = props.groups.find((g) => g._id === target && g._id !== from?._id);

  const move = async () => {
    if (!from || !team || !to) return;
    if (
      !window.confirm(
        t('admin-standings.move.confirm', { team: isolate(team.name), from: isolate(from.groupName), to: isolate(to.groupName) }),
      )
    )
      return;
    setBusy(true);
    try {
      const body: MoveTeamGroup = { ...(props.slug ? { ageGroup: props.slug } : {}), group: to._id };
      const res = await send('POST', `/api/events/${props.eventId}/teams/${teamId}/group`, body);
      props.flash.show(
        t('admin-standings.move.done', { team: isolate(team.name), group: isolate(to.groupName), created: res.created }),
        'success',
      );
      setTeamId('');
      setTarget('');
      props.onMoved();
    } catch (err) {
      props.flash.show(formatError(err, 'admin-standings.move.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card standings-move" aria-labelledby="standings-move-title">
      <h2 id="standings-move-title">{t('admin-standings.move.title')}</h2>
      <p className="muted">{t('admin-standings.move.hint')}</p>
      <div className="standings-move__fields">
        <SelectField
          label={t('admin-standings.move.team')}
          value={teamId}
          onChange={(e) => {
            setTeamId(e.target.value);
            setTarget('');
          }}
        >
          <option value="">{t('admin-standings.move.pickTeam')}</option>
          {props.groups.map((g) => (
            <optgroup key={g._id} label={g.groupName}>
              {g.teams.map((x) => (
                <option key={x._id} value={x._id}>
                  {x.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField label={t('admin-standings.move.to')} value={target} onChange={(e) => setTarget(e.target.value)} disabled={!from}>
          <option value="">{t('admin-standings.move.pickGroup')}</option>
          {props.groups
            .filter((g) => g._id !== from?._id)
            .map((g) => (
              <option key={g._id} value={g._id}>
                {g.groupName}
              </option>
            ))}
        </SelectField>
        <button type="button" className="btn btn-primary" onClick={() => void move()} disabled={busy || !to || !team}>
          {t('admin-standings.move.submit')}
        </button>
      </div>
    </section>
  );
}
