import { isolate } from '@pitchside/shared';
import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { TabPanel, Tabs } from '../../components/tabs';
import { useT } from '../../i18n';
import { Flash, useFlash } from '../flash';
import { CardsPanel } from './cards-dialog';
import { FoulsPanel } from './fouls-panel';
import type { GameCardModel } from './game-list';
import { LineupPanel } from './lineup-dialog';
import { MatchClock } from './match-clock';
import { suspendedFor } from './match-report';
import './match-report.css';

const PARTS = [
  { key: 'fouls', label: 'admin-match.tab.fouls' },
  { key: 'cards', label: 'admin-match.tab.cards' },
  { key: 'lineups', label: 'admin-match.tab.lineups' },
] as const;
type Part = (typeof PARTS)[number]['key'];

/**
 * The futsal match report courtside, for one thumb: the clock on top, then fouls and timeouts, cards
 * and lineups. Every change is an edit queued on the device and synced like goals, offline included.
 */
export function MatchReportDialog({
  game,
  games = [],
  onClose,
}: {
  game: GameCardModel;
  /** The event's games on the device: a player sent off in one is flagged in his team's next. */
  games?: readonly GameCardModel[];
  onClose: () => void;
}) {
  const t = useT();
  const ids = useId();
  const flash = useFlash();
  const [part, setPart] = useState<Part>('fouls');
  return (
    <Dialog
      title={t('admin-match.title', { home: isolate(game.home.name), away: isolate(game.away.name) })}
      onClose={onClose}
      className="gm-dialog mr-dialog"
    >
      <MatchClock game={game} onMessage={flash.show} />
      <Tabs
        items={PARTS.map((p) => ({ key: p.key, label: t(p.label) }))}
        selected={part}
        onSelect={setPart}
        label={t('admin-match.parts')}
        idBase={`${ids}-part`}
      />
      <TabPanel idBase={`${ids}-part`} selected={part}>
        {part === 'fouls' && <FoulsPanel game={game} onMessage={flash.show} />}
        {part === 'cards' && <CardsPanel game={game} onMessage={flash.show} />}
        {part === 'lineups' && <LineupPanel game={game} suspended={suspendedFor(game, games)} onMessage={flash.show} />}
      </TabPanel>
      <Flash message={flash.message} />
    </Dialog>
  );
}
