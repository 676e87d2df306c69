import { AGE_GROUP_LIMITS, STAGE_TYPES, slugify, suggestedKnockoutTeams, type StageType } from '@pitchside/shared';
import { useT } from '../../i18n';
import { InputField, SelectField } from '../field';

/** An age group as edited on screen: numbers as typed (strings) so a field can be emptied while typing. */
export interface AgeGroupDraft {
  key: string;
  _id?: string;
  name: string;
  label: string;
  stageType: StageType;
  groupsCount: string;
  teamsPerGroup: string;
  advancingTeams: string;
  knockoutTeams: string;
  leagueTeams: string;
  /** The score a forfeit counts as, winner's goals then loser's (futsal's 3-0 unless the organiser says otherwise). */
  forfeitWinner: string;
  forfeitLoser: string;
  /** Set once the admin chooses the knockout size: it then stops following groups x advancing. */
  knockoutPicked?: boolean;
  /**
   * Scorers' results wait for an organiser's confirmation before they count (issue 21). Undefined
   * while a saved age group's setting is not known yet: it is then not sent, so it never changes by itself.
   */
  reviewScorerResults?: boolean;
}

const L = AGE_GROUP_LIMITS;
/** Futsal's usual forfeit, as the server stores it when the organiser gives none. */
const DEFAULT_FORFEIT_SCORE = [3, 0] as const;
let seq = 0;

export function newAgeGroupDraft(): AgeGroupDraft {
  return {
    key: `new-${++seq}`,
    name: '',
    label: '',
    stageType: 'Group Stage',
    groupsCount: String(L.groupsCount.default),
    teamsPerGroup: String(L.teamsPerGroup.default),
    advancingTeams: String(L.advancingTeams.default),
    knockoutTeams: String(suggestedKnockoutTeams(L.groupsCount.default, L.advancingTeams.default)),
    leagueTeams: String(L.leagueTeams.default),
    forfeitWinner: String(DEFAULT_FORFEIT_SCORE[0]),
    forfeitLoser: String(DEFAULT_FORFEIT_SCORE[1]),
  };
}

/** A saved age group's forfeit score as the fields show it. */
export function forfeitDraft(score: readonly [number, number] | undefined): Pick<AgeGroupDraft, 'forfeitWinner' | 'forfeitLoser'> {
  const [w, l] = score ?? DEFAULT_FORFEIT_SCORE;
  return { forfeitWinner: String(w), forfeitLoser: String(l) };
}

type ForfeitFields = Pick<AgeGroupDraft, 'forfeitWinner' | 'forfeitLoser'>;

/**
 * Why each forfeit field cannot be saved (catalogue keys): two whole numbers of goals from 0 to 99,
 * the winner's more than the loser's (a forfeit is never a draw).
 */
function forfeitIssues(d: ForfeitFields): { winner?: string; loser?: string } {
  const ok = (v: string) => /^\d{1,2}$/.test(v.trim());
  const invalid = 'admin-events.forfeitScore.invalid';
  if (!ok(d.forfeitWinner) || !ok(d.forfeitLoser))
    return { ...(ok(d.forfeitWinner) ? {} : { winner: invalid }), ...(ok(d.forfeitLoser) ? {} : { loser: invalid }) };
  if (Number(d.forfeitWinner) <= Number(d.forfeitLoser)) return { loser: 'admin-events.forfeitScore.notAWin' };
  return {};
}

/** The first reason the forfeit score cannot be saved (a catalogue key), or null. */
export function forfeitProblem(d: ForfeitFields): string | null {
  const issues = forfeitIssues(d);
  return issues.winner ?? issues.loser ?? null;
}

/**
 * A new group stage's knockout size follows its groups x advancing until the admin picks one; a
 * saved one's never moves by itself (a new size rebuilds its rounds).
 */
export function applyDraftChange(draft: AgeGroupDraft, patch: Partial<AgeGroupDraft>): AgeGroupDraft {
  const next = { ...draft, ...patch };
  if ('knockoutTeams' in patch) return { ...next, knockoutPicked: true };
  // A saved age group turned into a group stage rebuilds its rounds anyway: suggest for it too.
  const becomesGroups = patch.stageType === 'Group Stage' && draft.stageType !== 'Group Stage';
  if ((next._id && !becomesGroups) || next.knockoutPicked || !Number(next.groupsCount) || !Number(next.advancingTeams)) return next;
  return { ...next, knockoutTeams: String(suggestedKnockoutTeams(Number(next.groupsCount), Number(next.advancingTeams))) };
}

/**
 * The body the server parses with the shared schema (blank numbers take the spec's defaults there).
 * The slug goes along as in the spec's event shape: the Standings Manager's handler matches by it.
 */
export function ageGroupBody(d: AgeGroupDraft) {
  return {
    ...(d._id ? { _id: d._id } : {}),
    slug: slugify(d.name),
    name: d.name,
    label: d.label,
    stageType: d.stageType,
    groupsCount: d.groupsCount,
    teamsPerGroup: d.teamsPerGroup,
    advancingTeams: d.advancingTeams,
    knockoutTeams: d.knockoutTeams,
    leagueTeams: d.leagueTeams,
    ...(forfeitProblem(d) ? {} : { forfeitScore: [Number(d.forfeitWinner), Number(d.forfeitLoser)] as [number, number] }),
    ...(d.reviewScorerResults !== undefined ? { review: { scorerResults: d.reviewScorerResults } } : {}),
  };
}

const digits = (v: string) => v.replace(/\D/g, '').slice(0, 2);

/** One age group's fields: those of its stage type only, numbers on the numeric keypad. */
export function AgeGroupFields({
  draft,
  onChange,
  onRemove,
  errors = {},
}: {
  draft: AgeGroupDraft;
  onChange: (d: AgeGroupDraft) => void;
  onRemove: () => void;
  /** The server schema's refusals for this age group, by field name. */
  errors?: Partial<Record<string, string>>;
}) {
  const t = useT();
  const set = (patch: Partial<AgeGroupDraft>) => onChange(applyDraftChange(draft, patch));
  const num = (label: string, k: 'groupsCount' | 'teamsPerGroup' | 'advancingTeams' | 'leagueTeams', hint: string) => (
    <InputField
      label={label}
      inputMode="numeric"
      pattern="[0-9]*"
      value={draft[k]}
      title={hint}
      error={errors[k]}
      onChange={(e) => set({ [k]: digits(e.target.value) })}
    />
  );
  const issues = forfeitIssues(draft);
  const stageLabel: Record<StageType, string> = {
    'Group Stage': t('admin-events.stage.group'),
    Knockout: t('admin-events.stage.knockout'),
    League: t('admin-events.stage.league'),
  };
  return (
    <fieldset className="setup-age-group">
      <legend>{draft.name.trim() || t('admin-events.newAgeGroup')}</legend>
      <InputField
        label={t('admin-events.ageGroupName')}
        value={draft.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      {draft.name.trim() && <p className="setup-hint">{t('admin-events.slug', { slug: slugify(draft.name) })}</p>}
      <InputField
        label={t('admin-events.ageGroupLabel')}
        value={draft.label}
        error={errors.label}
        onChange={(e) => set({ label: e.target.value })}
      />
      <SelectField
        label={t('admin-events.stageType')}
        value={draft.stageType}
        error={errors.stageType}
        onChange={(e) => set({ stageType: e.target.value as StageType })}
      >
        {STAGE_TYPES.map((s) => (
          <option key={s} value={s}>
            {stageLabel[s]}
          </option>
        ))}
      </SelectField>
      <div className="setup-grid">
        {draft.stageType === 'Group Stage' && (
          <>
            {num(t('admin-events.groupsCount'), 'groupsCount', '1-16')}
            {num(t('admin-events.teamsPerGroup'), 'teamsPerGroup', '1-16')}
            {num(t('admin-events.advancingTeams'), 'advancingTeams', '1-16')}
          </>
        )}
        {draft.stageType !== 'League' && (
          <SelectField
            label={t('admin-events.knockoutTeams')}
            value={draft.knockoutTeams}
            error={errors.knockoutTeams}
            onChange={(e) => set({ knockoutTeams: e.target.value })}
          >
            {L.knockoutTeams.allowed.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </SelectField>
        )}
        {draft.stageType === 'League' && num(t('admin-events.leagueTeams'), 'leagueTeams', '2-64')}
      </div>
      <div className="setup-forfeit" role="group" aria-label={t('admin-events.forfeitScore')}>
        <span className="setup-forfeit__title">{t('admin-events.forfeitScore')}</span>
        <div className="setup-grid">
          <InputField
            label={t('admin-events.forfeitScore.winner')}
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft.forfeitWinner}
            error={(issues.winner && t(issues.winner)) ?? errors.forfeitScore}
            onChange={(e) => set({ forfeitWinner: digits(e.target.value) })}
          />
          <InputField
            label={t('admin-events.forfeitScore.loser')}
            inputMode="numeric"
            pattern="[0-9]*"
            value={draft.forfeitLoser}
            error={issues.loser && t(issues.loser)}
            onChange={(e) => set({ forfeitLoser: digits(e.target.value) })}
          />
        </div>
        <p className="setup-hint">{t('admin-events.forfeitScore.hint')}</p>
      </div>
      <label className="setup-check">
        <input
          type="checkbox"
          checked={draft.reviewScorerResults ?? false}
          onChange={(e) => set({ reviewScorerResults: e.target.checked })}
        />
        <span>{t('admin-events.review.scorerResults')}</span>
      </label>
      <p className="setup-hint">{t('admin-events.review.hint')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRemove}>
        {t('admin-events.removeAgeGroup')}
      </button>
    </fieldset>
  );
}
