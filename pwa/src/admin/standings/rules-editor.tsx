import { useEffect, useState } from 'react';
import {
  DEFAULT_TIEBREAK_ORDER,
  HEAD_TO_HEAD_FIRST_ORDER,
  TIEBREAK_CRITERIA,
  type EventPageResponse,
  type PublicAgeGroup,
  type TiebreakCriterion,
} from '@pitchside/shared';
import { apiRequest } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { InputField, SelectField } from '../field';
import type { useFlash } from '../flash';
import { scopedBody, type ScopeTeam } from './use-scope';

const RULE_KEYS: Record<TiebreakCriterion, string> = {
  points: 'admin-standings.rule.points',
  goalDifference: 'admin-standings.rule.goalDifference',
  goalsFor: 'admin-standings.rule.goalsFor',
  headToHead: 'admin-standings.rule.headToHead',
  wins: 'admin-standings.rule.wins',
  awayGoals: 'admin-standings.rule.awayGoals',
  fairPlay: 'admin-standings.rule.fairPlay',
};

interface Adjustment {
  teamId: string;
  points: string;
  reason: string;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Tiebreakers (ordered, with the two presets), points adjustments with reasons, and the drawing of lots. */
export function RulesEditor(props: {
  eventId: string;
  slug: string;
  ageGroup: PublicAgeGroup | null;
  page: EventPageResponse | null;
  teams: readonly ScopeTeam[];
  flash: ReturnType<typeof useFlash>;
  onSaved: () => void;
}) {
  const t = useT();
  const saved = props.page?.activeAgeGroup ?? null;
  const [order, setOrder] = useState<TiebreakCriterion[]>([...DEFAULT_TIEBREAK_ORDER]);
  const [adjustments, setAdjustments] = useState<Adjustment[]>([]);
  const [lots, setLots] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setOrder([...(saved?.tiebreakers ?? props.page?.tiebreakers ?? DEFAULT_TIEBREAK_ORDER)]);
    setAdjustments((saved?.pointsAdjustments ?? props.page?.pointsAdjustments ?? []).map((a) => ({ ...a, points: String(a.points) })));
    setLots([...(saved?.drawingOfLots ?? [])]);
  }, [saved, props.page]);

  const preset = same(order, DEFAULT_TIEBREAK_ORDER) ? 'default' : same(order, HEAD_TO_HEAD_FIRST_ORDER) ? 'h2h' : 'custom';
  const move = (i: number, by: -1 | 1) =>
    setOrder((o) => {
      const next = [...o];
      const j = i + by;
      if (j < 0 || j >= next.length) return o;
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });
  const unused = TIEBREAK_CRITERIA.filter((c) => !order.includes(c));

  const save = async () => {
    setBusy(true);
    try {
      const pointsAdjustments = adjustments
        .filter((a) => a.teamId)
        .map((a) => ({ teamId: a.teamId, points: Number(a.points), reason: a.reason.trim() }));
      await apiRequest(`/api/events/${props.eventId}`, {
        method: 'PUT',
        body: scopedBody(props.slug, { tiebreakers: order, pointsAdjustments, drawingOfLots: lots.filter(Boolean) }),
      });
      props.flash.show(t('admin-standings.saved'), 'success');
      props.onSaved();
    } catch (err) {
      props.flash.show(formatError(err, 'admin-standings.saveFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const teamOptions = (value: string, taken: readonly string[]) => [
    <option key="" value="">
      {t('admin-standings.selectTeam')}
    </option>,
    ...props.teams.map((x) => (
      <option key={x._id} value={x._id} disabled={taken.includes(x._id) && x._id !== value}>
        {x.name}
      </option>
    )),
  ];

  return (
    <section className="card standings-rules" aria-labelledby="rules-title">
      <h2 id="rules-title">{t('admin-standings.rules')}</h2>
      <SelectField
        label={t('admin-standings.tiebreakers')}
        value={preset}
        onChange={(e) => {
          if (e.target.value === 'default') setOrder([...DEFAULT_TIEBREAK_ORDER]);
          if (e.target.value === 'h2h') setOrder([...HEAD_TO_HEAD_FIRST_ORDER]);
        }}
      >
        <option value="default">{t('admin-standings.presetDefault')}</option>
        <option value="h2h">{t('admin-standings.presetHeadToHead')}</option>
        {preset === 'custom' && <option value="custom">{t('admin-standings.presetCustom')}</option>}
      </SelectField>
      <ol className="standings-rules__order">
        {order.map((c, i) => (
          <li key={c}>
            <span>{t(RULE_KEYS[c])}</span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => move(i, -1)}
              disabled={i === 0}
              aria-label={t('admin-standings.moveUp', { rule: t(RULE_KEYS[c]) })}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => move(i, 1)}
              disabled={i === order.length - 1}
              aria-label={t('admin-standings.moveDown', { rule: t(RULE_KEYS[c]) })}
            >
              ↓
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setOrder((o) => o.filter((x) => x !== c))}
              disabled={order.length === 1}
              aria-label={t('admin-standings.removeRule', { rule: t(RULE_KEYS[c]) })}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      {unused.length > 0 && (
        <SelectField
          label={t('admin-standings.addRule')}
          value=""
          onChange={(e) => e.target.value && setOrder((o) => [...o, e.target.value as TiebreakCriterion])}
        >
          <option value="">{t('admin-standings.chooseRule')}</option>
          {unused.map((c) => (
            <option key={c} value={c}>
              {t(RULE_KEYS[c])}
            </option>
          ))}
        </SelectField>
      )}

      <h3>{t('admin-standings.adjustments')}</h3>
      {adjustments.map((a, i) => (
        <div key={i} className="standings-row">
          <SelectField
            label={t('admin-standings.team')}
            value={a.teamId}
            onChange={(e) => setAdjustments((all) => all.map((x, j) => (j === i ? { ...x, teamId: e.target.value } : x)))}
          >
            {teamOptions(a.teamId, [])}
          </SelectField>
          <InputField
            label={t('admin-standings.points')}
            type="number"
            inputMode="numeric"
            value={a.points}
            onChange={(e) => setAdjustments((all) => all.map((x, j) => (j === i ? { ...x, points: e.target.value } : x)))}
          />
          <InputField
            label={t('admin-standings.reason')}
            value={a.reason}
            maxLength={200}
            onChange={(e) => setAdjustments((all) => all.map((x, j) => (j === i ? { ...x, reason: e.target.value } : x)))}
          />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAdjustments((all) => all.filter((_, j) => j !== i))}>
            {t('admin-standings.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => setAdjustments((all) => [...all, { teamId: '', points: '-1', reason: '' }])}
      >
        {t('admin-standings.addAdjustment')}
      </button>

      <h3>{t('admin-standings.lots')}</h3>
      <p className="muted">{t('admin-standings.lotsHint')}</p>
      {lots.map((id, i) => (
        <div key={i} className="standings-row">
          <SelectField
            label={t('admin-standings.lotPlace', { n: i + 1 })}
            value={id}
            onChange={(e) => setLots((l) => l.map((x, j) => (j === i ? e.target.value : x)))}
          >
            {teamOptions(id, lots)}
          </SelectField>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setLots((l) => l.filter((_, j) => j !== i))}>
            {t('admin-standings.remove')}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-ghost" onClick={() => setLots((l) => [...l, ''])}>
        {t('admin-standings.addLot')}
      </button>
      <div className="actions">
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={busy}>
          {t('admin-standings.saveRules')}
        </button>
      </div>
    </section>
  );
}
