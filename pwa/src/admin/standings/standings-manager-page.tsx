import { useState } from 'react';
import { SelectField } from '../field';
import { PageLoading } from '../../components/states';
import { apiPost } from '../../data/api';
import { TabPanel, Tabs } from '../../components/tabs';
import { formatError, useT } from '../../i18n';
import { Flash, useFlash } from '../flash';
import { ScopePicker } from '../scope-picker';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { GroupStageEditor } from './group-stage-editor';
import { KnockoutEditor } from './knockout-editor';
import { RulesEditor } from './rules-editor';
import { useScope } from './use-scope';
import './standings.css';
import { useDocumentTitle } from '../../app/use-title';

type Sub = 'group' | 'knockout';

/** /admin/standings (admin spec section 2, issue 8): draw the groups, generate fixtures, run the knockout. */
export default function StandingsManagerPage() {
  const ready = useAdminCatalogs();
  return ready ? <StandingsManager /> : <PageLoading />;
}

function StandingsManager() {
  const t = useT();
  useDocumentTitle([t('admin-standings.title')]);
  const flash = useFlash(8000);
  const scope = useScope();
  const [sub, setSub] = useState<Sub>('group');
  const stageType = scope.activeAgeGroup?.stageType ?? scope.event?.stageType ?? 'Group Stage';
  const common = { eventId: scope.eventId, slug: scope.slug, page: scope.page, flash, onSaved: scope.reload };
  return (
    <section className="page standings-manager">
      <h1 className="page-title">{t('admin-standings.title')}</h1>
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
      {scope.event &&
        (stageType === 'League' ? (
          <LeagueTools {...common} teams={scope.teams} ageGroup={scope.activeAgeGroup} />
        ) : (
          <>
            <Tabs
              idBase="standings-sub"
              label={t('admin-standings.stages')}
              variant="sub"
              items={[
                { key: 'group' as const, label: t('admin-standings.groupStage') },
                { key: 'knockout' as const, label: t('admin-standings.knockoutStage') },
              ]}
              selected={sub}
              onSelect={setSub}
            />
            <TabPanel idBase="standings-sub" selected={sub}>
              {sub === 'group' ? (
                <GroupStageEditor {...common} ageGroup={scope.activeAgeGroup} teams={scope.teams} loaded={scope.loaded} />
              ) : (
                <KnockoutEditor {...common} />
              )}
            </TabPanel>
          </>
        ))}
    </section>
  );
}

/** A League age group: its fixtures for the whole league, and its rules. */
function LeagueTools(props: Parameters<typeof RulesEditor>[0]) {
  const t = useT();
  const [legs, setLegs] = useState<1 | 2>(2);
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      const res = await apiPost(`/api/events/${props.eventId}/games/generate-fixtures`, {
        ...(props.slug ? { ageGroup: props.slug } : {}),
        legs,
      });
      props.flash.show(t('admin-standings.created', { n: res.created }), 'success');
    } catch (err) {
      props.flash.show(formatError(err, 'admin-standings.fixturesFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="standings-editor">
      <div className="card standings-generate">
        <SelectField label={t('admin-standings.legs')} value={String(legs)} onChange={(e) => setLegs(e.target.value === '2' ? 2 : 1)}>
          <option value="1">{t('admin-standings.legsOne')}</option>
          <option value="2">{t('admin-standings.legsTwo')}</option>
        </SelectField>
        <button type="button" className="btn btn-primary" onClick={() => void generate()} disabled={busy}>
          {t('admin-standings.generateFixtures')}
        </button>
      </div>
      <RulesEditor {...props} />
    </div>
  );
}
