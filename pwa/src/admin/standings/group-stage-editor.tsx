import { useEffect, useState } from 'react';
import {
  AGE_GROUP_LIMITS,
  drawGroups,
  GroupDrawError,
  groupNames,
  MAX_TEAMS_IN_GROUPS,
  type EventPageResponse,
  type GameRemovalConflict,
  type PublicAgeGroup,
} from '@pitchside/shared';
import { apiPost } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { SelectField } from '../field';
import type { useFlash } from '../flash';
import { AdminApiError, send } from '../setup/admin-api';
import { MoveTeamToGroup } from './move-team';
import { RedrawConfirm } from './redraw-confirm';
import { RulesEditor } from './rules-editor';
import { scopedBody, type ScopeTeam } from './use-scope';

type Slots = { name: string; teams: string[] }[];

/** The manager's cards from the saved groups, padded to the age group's shape (up to 16 groups of 4). */
function initialSlots(page: EventPageResponse | null, ag: PublicAgeGroup | null): Slots {
  const saved = page?.activeGroupStage?.groups ?? [];
  const count = Math.min(AGE_GROUP_LIMITS.groupsCount.max, Math.max(saved.length, ag?.groupsCount ?? 4));
  const per = Math.min(AGE_GROUP_LIMITS.teamsPerGroup.max, Math.max(ag?.teamsPerGroup ?? 4, ...saved.map((g) => g.teams.length)));
  return groupNames(count).map((name, i) => {
    const teams = saved[i]?.teams.map((t) => t._id) ?? [];
    return { name: saved[i]?.groupName ?? name, teams: Array.from({ length: per }, (_, s) => teams[s] ?? '') };
  });
}

export function GroupStageEditor(props: {
  eventId: string;
  slug: string;
  ageGroup: PublicAgeGroup | null;
  teams: readonly ScopeTeam[];
  /** The teams and saved groups of this age group have arrived: before that, a draw would see no teams. */
  loaded: boolean;
  page: EventPageResponse | null;
  flash: ReturnType<typeof useFlash>;
  onSaved: () => void;
}) {
  const t = useT();
  const { flash } = props;
  const [slots, setSlots] = useState<Slots>(() => initialSlots(props.page, props.ageGroup));
  const [seeded, setSeeded] = useState<string[]>([]);
  const [legs, setLegs] = useState<1 | 2>(1);
  const [busy, setBusy] = useState(false);
  // A re-draw after fixtures exist: what the server says it removes, shown before anything changes.
  const [conflict, setConflict] = useState<GameRemovalConflict | null>(null);
  useEffect(() => {
    setSlots(initialSlots(props.page, props.ageGroup));
  }, [props.page, props.ageGroup]);
  const used = new Set(slots.flatMap((g) => g.teams).filter(Boolean));

  const place = (g: number, s: number, teamId: string) => {
    if (teamId && used.has(teamId) && slots[g]!.teams[s] !== teamId) return flash.show(t('admin-standings.teamTaken'), 'error');
    setSlots((all) => all.map((grp, gi) => (gi !== g ? grp : { ...grp, teams: grp.teams.map((x, si) => (si === s ? teamId : x)) })));
  };

  const autoAssign = () => {
    if (!window.confirm(t('admin-standings.confirmAutoAssign'))) return;
    try {
      const per = slots[0]?.teams.length ?? 4;
      const draw = drawGroups(
        props.teams.map((x) => x._id),
        slots.length,
        per,
        seeded.length ? { pots: [seeded] } : {},
      );
      setSlots(draw.map((d, i) => ({ name: slots[i]?.name ?? d.name, teams: Array.from({ length: per }, (_, s) => d.teamIds[s] ?? '') })));
    } catch (err) {
      if (err instanceof GroupDrawError)
        flash.show(
          props.teams.length === 0 ? t('admin-standings.noTeams') : t('admin-standings.tooManyTeams', { max: MAX_TEAMS_IN_GROUPS }),
          'error',
        );
      else throw err;
    }
  };

  const reset = () => {
    if (!window.confirm(t('admin-standings.confirmReset'))) return;
    setSlots((all) => all.map((g) => ({ ...g, teams: g.teams.map(() => '') })));
  };

  /** `work` answers null when it stopped to ask the organiser: nothing was saved yet. */
  const run = async (work: () => Promise<string | null>, fallback: string) => {
    setBusy(true);
    try {
      const done = await work();
      if (done === null) return;
      flash.show(done, 'success');
      props.onSaved();
    } catch (err) {
      flash.show(formatError(err, fallback), 'error');
    } finally {
      setBusy(false);
    }
  };

  /** `confirmPlayed` once the organiser has read what the re-draw removes and ticked each played game. */
  const save = (confirmPlayed?: string[]) =>
    run(async () => {
      const groupStage = slots.map((g) => ({ groupName: g.name, teams: g.teams.filter(Boolean) }));
      try {
        await send('PUT', `/api/events/${props.eventId}`, {
          ...scopedBody(props.slug, { groupStage }),
          ...(confirmPlayed ? { confirm: true, confirmPlayed } : {}),
        });
      } catch (err) {
        if (err instanceof AdminApiError && err.status === 409 && (err.code === 'confirmRemoval' || err.code === 'confirmPlayedRemoval')) {
          setConflict(err.body as unknown as GameRemovalConflict);
          return null;
        }
        throw err;
      }
      setConflict(null);
      return t('admin-standings.saved');
    }, 'admin-standings.saveFailed');

  const generate = () =>
    run(async () => {
      const res = await apiPost(`/api/events/${props.eventId}/games/generate-fixtures`, {
        ...(props.slug ? { ageGroup: props.slug } : {}),
        legs,
      });
      return t('admin-standings.created', { n: res.created });
    }, 'admin-standings.fixturesFailed');

  return (
    <div className="standings-editor">
      <div className="standings-actions">
        <button type="button" className="btn btn-ghost" onClick={autoAssign} disabled={busy || !props.loaded}>
          {t('admin-standings.autoAssign')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={reset} disabled={busy}>
          {t('admin-standings.resetGroups')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={busy || !props.loaded}>
          {t('admin-standings.saveAll')}
        </button>
      </div>
      <details className="standings-seeds">
        <summary>{t('admin-standings.seeded')}</summary>
        <p className="muted">{t('admin-standings.seededHint')}</p>
        <div className="standings-seeds__list">
          {props.teams.map((x) => (
            <label key={x._id} className="check">
              <input
                type="checkbox"
                checked={seeded.includes(x._id)}
                onChange={(e) => setSeeded((s) => (e.target.checked ? [...s, x._id] : s.filter((id) => id !== x._id)))}
              />
              {x.name}
            </label>
          ))}
        </div>
      </details>
      <div className="standings-groups">
        {slots.map((g, gi) => (
          <fieldset key={g.name} className="card standings-group">
            <legend>{g.name}</legend>
            {g.teams.map((id, si) => (
              <SelectField
                key={si}
                label={t('admin-standings.slot', { n: si + 1 })}
                value={id}
                onChange={(e) => place(gi, si, e.target.value)}
              >
                <option value="">{t('admin-standings.emptySlot')}</option>
                {props.teams.map((x) => (
                  <option key={x._id} value={x._id} disabled={used.has(x._id) && x._id !== id}>
                    {x.name}
                  </option>
                ))}
              </SelectField>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="card standings-generate">
        <SelectField label={t('admin-standings.legs')} value={String(legs)} onChange={(e) => setLegs(e.target.value === '2' ? 2 : 1)}>
          <option value="1">{t('admin-standings.legsOne')}</option>
          <option value="2">{t('admin-standings.legsTwo')}</option>
        </SelectField>
        <button type="button" className="btn btn-primary" onClick={() => void generate()} disabled={busy}>
          {t('admin-standings.generateFixtures')}
        </button>
      </div>
      {(props.page?.activeGroupStage?.groups.length ?? 0) > 1 && (
        <MoveTeamToGroup
          eventId={props.eventId}
          slug={props.slug}
          groups={props.page!.activeGroupStage!.groups}
          flash={flash}
          onMoved={props.onSaved}
        />
      )}
      {conflict && (
        <RedrawConfirm conflict={conflict} busy={busy} onCancel={() => setConflict(null)} onConfirm={(played) => void save(played)} />
      )}
      <RulesEditor
        eventId={props.eventId}
        slug={props.slug}
        ageGroup={props.ageGroup}
        page={props.page}
        teams={props.teams}
        flash={flash}
        onSaved={props.onSaved}
      />
    </div>
  );
}
