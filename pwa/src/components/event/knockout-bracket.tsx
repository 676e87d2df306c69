import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '../link';
import type { BracketMatch, BracketSlot, BracketView } from '@pitchside/shared';
import { TeamLogo } from '../team/team-logo';
import { shootOutText } from '../game/score-text';
import { bracketColumns, fullRounds } from './bracket-columns';
import { bracketRoundText, useT } from '../../i18n';
import './knockout-bracket.css';
import { Name } from '../name';

interface Props {
  slug: string;
  bracket: BracketView;
  /** Teams the age group's knockout is planned for: the bracket starts at that round. */
  plannedTeams?: number | null;
}

export function KnockoutBracket({ slug, bracket, plannedTeams }: Props) {
  const t = useT();
  const columns = bracketColumns(fullRounds(bracket, plannedTeams));
  const champion = bracket.champion;
  const scroller = useRef<HTMLDivElement>(null);
  const firstPlayed = columns.findIndex((c) => c.matches.some((m) => m.home.team || m.away.team));
  // Small tournaments leave the early rounds empty; open the bracket where the teams are.
  // When the played rounds of both halves fit on screen, centre the Final instead.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || firstPlayed <= 0) return;
    const cols = el.querySelectorAll<HTMLElement>('.bracket__col');
    const first = cols[firstPlayed];
    const mirror = cols[cols.length - 1 - firstPlayed];
    if (!first || !mirror) return;
    // Measured on screen, so it holds right to left too, where the bracket is mirrored and the first
    // played round sits on the right.
    const box = el.getBoundingClientRect();
    const a = first.getBoundingClientRect();
    const b = mirror.getBoundingClientRect();
    const left = Math.min(a.left, b.left);
    const span = Math.max(a.right, b.right) - left;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const target = span <= el.clientWidth ? left - (el.clientWidth - span) / 2 : rtl ? a.right - el.clientWidth : a.left;
    el.scrollLeft += target - box.left;
  }, [firstPlayed]);
  const edges = useScrollEdges(scroller, columns.length);
  const showFinal = () =>
    scroller.current?.querySelector('.bracket__col--final')?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'center' });
  return (
    <div className={`bracket-wrap${edges.start ? ' has-more-start' : ''}${edges.end ? ' has-more-end' : ''}`}>
      {edges.finalHidden ? (
        <button type="button" className="bracket-hint" onClick={showFinal}>
          {t('event.bracket.scrollHint')}
        </button>
      ) : null}
      <div ref={scroller} className="bracket-scroll" tabIndex={0} role="region" aria-label={t('event.bracket.label')}>
        <ol className="bracket">
          {columns.map((col) => (
            <li key={col.key} className={`bracket__col bracket__col--${col.side}`}>
              <h3 className="bracket__label">{bracketRoundText(col.matches[0]?.roundSize ?? 2)}</h3>
              <div className="bracket__matches">
                {col.side === 'final' ? (
                  <div
                    className="bracket__champion"
                    aria-label={t('event.bracket.championLabel', { name: champion?.name ?? t('event.bracket.tbd') })}
                  >
                    <Trophy />
                    <span className="bracket__champion-label">{t('event.bracket.champion')}</span>
                    <span className="bracket__champion-team">
                      {champion ? <TeamLogo src={champion.logo} name={champion.name} size={28} /> : null}
                      <span>{champion?.name ?? t('event.bracket.tbd')}</span>
                    </span>
                  </div>
                ) : null}
                {col.matches.map((m) => (
                  <Match key={`${m.roundSize}-${m.position}`} slug={slug} match={m} />
                ))}
                {col.side === 'final' && bracket.thirdPlace ? (
                  <section className="bracket__third" aria-label={t('event.bracket.thirdPlace')}>
                    <h4 className="bracket__label">{t('event.bracket.thirdPlace')}</h4>
                    <Match slug={slug} match={bracket.thirdPlace} />
                  </section>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

interface Edges {
  /** More bracket before the visible part (left, or right in Arabic), or after it. */
  start: boolean;
  end: boolean;
  /** The Final (and the champion beside it) is not fully on screen: a phone shows the hint. */
  finalHidden: boolean;
}

/** Which edges of the scrolling bracket hide more of it, kept up to date as the reader scrolls. */
function useScrollEdges(ref: RefObject<HTMLDivElement | null>, columns: number): Edges {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false, finalHidden: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // Right to left, scrollLeft runs from 0 down to negative values; its size is what counts.
    const offset = Math.abs(el.scrollLeft);
    const hidden = el.scrollWidth - el.clientWidth;
    const box = el.getBoundingClientRect();
    const final = el.querySelector('.bracket__col--final')?.getBoundingClientRect();
    const next: Edges = {
      start: hidden > 1 && offset > 1,
      end: hidden > 1 && offset < hidden - 1,
      finalHidden: hidden > 1 && !!final && (final.left < box.left - 1 || final.right > box.right + 1),
    };
    setEdges((prev) => (prev.start === next.start && prev.end === next.end && prev.finalHidden === next.finalHidden ? prev : next));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, update, columns]);
  return edges;
}

function Slot({ slot }: { slot: BracketSlot }) {
  const t = useT();
  return (
    <span className={`bracket-slot${slot.isWinner ? ' is-winner' : ''}${slot.team ? '' : ' is-tbd'}`}>
      {slot.team ? <TeamLogo src={slot.team.logo} name={slot.team.name} size={18} /> : null}
      <Name className="bracket-slot__name">{slot.team?.name ?? t('event.bracket.tbd')}</Name>
      {slot.score !== null ? <span className="bracket-slot__score">{slot.score}</span> : null}
      {/* The winner's row is shaded and bold; a screen reader is told in words. */}
      {slot.isWinner ? <span className="visually-hidden"> {t('event.bracket.winner')}</span> : null}
    </span>
  );
}

function Match({ slug, match }: { slug: string; match: BracketMatch }) {
  const pens = shootOutText({
    homeScore: match.home.score ?? 0,
    awayScore: match.away.score ?? 0,
    homePenalties: match.home.penalties,
    awayPenalties: match.away.penalties,
  });
  const body = (
    <>
      <Slot slot={match.home} />
      <Slot slot={match.away} />
      {pens ? <span className="bracket-match__pens">{pens}</span> : null}
    </>
  );
  if (match.gameId) {
    return (
      <Link className="bracket-match bracket-match--link" to={`/events/${slug}/games/${match.gameId}`}>
        {body}
      </Link>
    );
  }
  return <div className="bracket-match">{body}</div>;
}

function Trophy() {
  return (
    <svg className="bracket__trophy" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V18h3v2H8v-2h3v-2.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4V2Zm0 4H5v1a3 3 0 0 0 2 2.8V6Zm10 0v3.8A3 3 0 0 0 19 7V6h-2Z"
      />
    </svg>
  );
}
