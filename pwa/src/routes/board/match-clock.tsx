import { ClockMinute } from '../../components/match/clock-face';
import { readMatchReport } from '../../components/match/public-report';

/** A game's match clock as the Now view and the game page show it (period and minute, ticking), read as they read it. */
export default function MatchClock({ game }: { game: object }) {
  const { clock, settings } = readMatchReport(game);
  if (!clock || clock.period === 'notStarted') return null;
  return (
    <span className="game-clock">
      <ClockMinute clock={clock} settings={settings} />
    </span>
  );
}
