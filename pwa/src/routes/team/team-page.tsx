import { lazy, Suspense } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  editionLabel,
  teamHistoryPath,
  teamPagePath,
  withQuery,
  type TeamGamesResponse,
  type TeamResponse,
  type TeamsByTeamIdResponse,
} from '@pitchside/shared';
import { useApi } from '../../data/use-api';
import { PageState } from '../../components/event/page-state';
import { TabPanel, Tabs } from '../../components/tabs';
import { LastGamesStrip } from '../../components/team/last-games-strip';
import { Squad } from '../../components/team/squad';
import { TeamHeader } from '../../components/team/team-header';
import { InvitePlayer } from '../../components/team/invite-player';
import { eventOptionLabel, selectTeamView } from '../../components/team/team-selection';
import { TeamStats } from '../../components/team/team-stats';
import { PageLoading } from '../../components/states';
import { SelectField } from '../../components/field';
import { OfflineHelp } from '../../components/offline/offline-help';
import { ageGroupLabel } from '../../components/event/event-header';
import { useDocumentTitle } from '../../app/use-title';
import { apiText, formatError, useT, withLaterTexts } from '../../i18n';
import './team-page.css';

const FollowTeam = lazy(withLaterTexts(() => import('../../components/offline/follow-team')));
// Cards and suspensions: their words are in the later texts.
const TeamDiscipline = lazy(withLaterTexts(() => import('../../components/team/team-discipline')));
// The team's next game reads the edition's games list (saved with the edition) after the team shows.
const NextGame = lazy(withLaterTexts(() => import('../../components/schedule/next-game')));

const TABS = [
  { key: 'details', label: 'team.tab.details' },
  { key: 'squad', label: 'team.tab.squad' },
] as const;

export default function TeamPage() {
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'squad' ? 'squad' : 'details';

  const teamApi = useApi<TeamResponse>(teamPagePath(teamId));
  const team = teamApi.data?.team;
  useDocumentTitle([team?.name, team && `${team.event.event} ${editionLabel(team.event.event_edition)}`]);
  const clubId = team?.teamId ?? null;
  const historyApi = useApi<TeamsByTeamIdResponse>(clubId ? teamHistoryPath(clubId) : null);

  const selection = team
    ? selectTeamView(team, historyApi.data?.teams ?? [], historyApi.data?.events ?? [], params.get('event'), params.get('ageGroup'))
    : null;
  const eventId = selection?.event?._id ?? team?.event._id ?? null;
  const ageGroup = selection?.ageGroup?.slug ?? null;
  const gamesApi = useApi<TeamGamesResponse>(
    clubId && eventId ? withQuery(`/api/teams/by-teamId/${encodeURIComponent(clubId)}/games`, { eventId, ageGroup }) : null,
  );

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  // Back returns where the visitor came from; opened from a shared link, it goes to the team's event.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(team ? `/events/${team.event.slug}` : '/');
  };

  const back = (
    <button type="button" className="btn btn-ghost btn-sm team-page__back" onClick={goBack}>
      {t('team.back')}
    </button>
  );

  if (!team || !selection) {
    if (teamApi.error) {
      return (
        <div className="page team-page">
          {back}
          {teamApi.error.status === 404 ? (
            <PageState title={apiText('teamNotFound')} />
          ) : (
            <PageState
              tone="error"
              title={t('team.loadFailed')}
              detail={teamApi.error.status === 0 ? formatError(teamApi.error) : undefined}
            >
              {teamApi.error.status === 0 ? <OfflineHelp /> : null}
            </PageState>
          )}
        </div>
      );
    }
    return <PageLoading text={t('team.loading')} />;
  }

  const events = historyApi.data?.events ?? [];
  const ageGroups = selection.event?.ageGroups ?? [];
  return (
    <div className="page team-page">
      {back}
      <TeamHeader team={team} />
      <InvitePlayer team={team} />
      <div className="team-page__follow">
        <Suspense fallback={null}>
          <FollowTeam
            teamId={team._id}
            name={team.name}
            eventId={team.event._id}
            eventName={`${team.event.event} ${editionLabel(team.event.event_edition)}`}
          />
        </Suspense>
      </div>
      <Tabs
        idBase="team"
        label={t('team.sections')}
        items={TABS.map((tb) => ({ key: tb.key, label: t(tb.label) }))}
        selected={tab}
        onSelect={(key) => update({ tab: key === 'details' ? null : key })}
      />
      <TabPanel idBase="team" selected={tab}>
        {tab === 'details' ? (
          <div className="team-details">
            <Suspense fallback={null}>
              <NextGame team={team} />
            </Suspense>
            <LastGamesStrip games={gamesApi.data?.games ?? []} />
            <div className="team-details__selects">
              {events.length > 0 ? (
                <SelectField
                  label={t('team.eventEdition')}
                  value={selection.event?._id ?? ''}
                  onChange={(e) => update({ event: e.target.value, ageGroup: null })}
                >
                  {events.map((e) => (
                    <option key={e._id} value={e._id}>
                      {eventOptionLabel(e)}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              {ageGroups.length > 0 ? (
                <SelectField
                  label={t('team.ageGroup')}
                  value={selection.ageGroup?.slug ?? ''}
                  onChange={(e) => update({ ageGroup: e.target.value })}
                >
                  {ageGroups.map((g) => (
                    <option key={g._id} value={g.slug}>
                      {ageGroupLabel(g)}
                    </option>
                  ))}
                </SelectField>
              ) : null}
            </div>
            <TeamStats title={selection.title} stats={selection.team} />
            <Suspense fallback={null}>
              <TeamDiscipline
                team={team}
                cards={selection.team}
                // Who sits out a coming game: the page's own team only, not another edition picked above.
                suspensions={selection.team?._id === team._id ? team.suspensions : undefined}
              />
            </Suspense>
          </div>
        ) : (
          <Squad players={team.players} cards={team.playerCards} />
        )}
      </TabPanel>
    </div>
  );
}
