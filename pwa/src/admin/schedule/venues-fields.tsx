import { Name } from '../../components/name';
import { useEffect, useState } from 'react';
import type { PublicEvent } from '@pitchside/shared';
import { useT } from '../../i18n';
import { loadEvent } from './schedule-api';
import { InputField } from '../field';
import type { Venue } from './schedule-api';

export interface PitchDraft {
  key: string;
  _id?: string;
  name: string;
  code: string;
}
export interface VenueDraft {
  key: string;
  _id?: string;
  name: string;
  address: string;
  pitches: PitchDraft[];
}

let n = 0;
const key = () => `new-${++n}`;

export const venueDrafts = (venues: Venue[] | undefined): VenueDraft[] =>
  (venues ?? []).map((v) => ({
    key: v._id,
    _id: v._id,
    name: v.name,
    address: v.address ?? '',
    pitches: v.pitches.map((p) => ({ key: p._id, _id: p._id, name: p.name, code: p.code })),
  }));

/**
 * The venues being edited. The events list carries no venues: they are read from the event itself
 * before they can be changed, since a save sends the edition's whole list and would otherwise drop
 * the venues it never saw. `send` is false until the organiser has changed something.
 */
export function useVenueDrafts(event: PublicEvent) {
  const [drafts, setDrafts] = useState<VenueDraft[] | null>(() => (event.venues ? venueDrafts(event.venues) : null));
  const [failed, setFailed] = useState(false);
  const [send, setSend] = useState(false);
  // Read when the organiser opens the section, not with every editor that is only opened for an age group.
  const [wanted, setWanted] = useState(false);
  const needed = wanted && drafts === null;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    setFailed(false);
    loadEvent(event._id)
      .then((full) => live && setDrafts(venueDrafts(full.venues)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [event._id, needed]);
  const change = (next: VenueDraft[]) => {
    setDrafts(next);
    setSend(true);
  };
  /** After a save: the venues as the server now has them, with the ids of those just added. */
  const saved = (venues: PublicEvent['venues']) => {
    setDrafts(venues ? venueDrafts(venues) : null);
    setSend(false);
  };
  return { drafts, failed, send: send && drafts !== null, change, saved, open: () => setWanted(true) };
}

/** A new pitch named after its place in the venue ("Pitch 2", "P2"), which the organiser may rename. */
/**
 * Codes are unique across the edition's venues (the server refuses a repeat): a new pitch takes the
 * first "P<n>" from its place in the venue on that no pitch of any venue uses yet.
 */
const freeCode = (drafts: readonly VenueDraft[], from: number) => {
  const used = new Set(drafts.flatMap((v) => v.pitches.map((p) => p.code.trim().toLowerCase())));
  let n = from;
  while (used.has(`p${n}`)) n++;
  return `P${n}`;
};
const newPitch = (drafts: readonly VenueDraft[], index: number, name: string): PitchDraft => ({
  key: key(),
  name,
  code: freeCode(drafts, index),
});
export const newVenue = (pitchName: string, drafts: readonly VenueDraft[] = []): VenueDraft => ({
  key: key(),
  name: '',
  address: '',
  pitches: [newPitch(drafts, 1, pitchName)],
});

/** The venues as PUT /api/events/:id takes them; pitches in their order. */
export const venuesBody = (drafts: VenueDraft[]) =>
  drafts.map((v) => ({
    ...(v._id ? { _id: v._id } : {}),
    name: v.name.trim(),
    address: v.address.trim() || null,
    pitches: v.pitches.map((p) => ({ ...(p._id ? { _id: p._id } : {}), name: p.name.trim(), code: p.code.trim() })),
  }));

/** The first thing missing from the drafts, as a message key, or null when they can be saved. */
export function venuesProblem(drafts: VenueDraft[]): string | null {
  if (drafts.some((v) => !v.name.trim())) return 'admin-schedule.venues.nameRequired';
  if (drafts.some((v) => v.pitches.some((p) => !p.name.trim() || !p.code.trim()))) return 'admin-schedule.venues.pitchRequired';
  return null;
}

/** The Venues section of the event editor: venues with an address or map link, and their pitches in order. */
export function VenuesFields({
  drafts,
  failed,
  onChange,
  onOpen,
}: {
  /** Null until the event's venues are read. */
  drafts: VenueDraft[] | null;
  failed?: boolean;
  onChange: (next: VenueDraft[]) => void;
  onOpen?: () => void;
}) {
  const t = useT();
  return (
    <details className="sched-venues-details" onToggle={(e) => e.currentTarget.open && onOpen?.()}>
      <summary>
        <h3>{t('admin-schedule.venues.title')}</h3>
      </summary>
      {drafts === null ? (
        <p className={failed ? 'form-message is-error' : 'muted'}>
          {failed ? t('admin-schedule.venues.loadFailed') : t('admin-schedule.venues.loading')}
        </p>
      ) : (
        <VenuesList drafts={drafts} onChange={onChange} />
      )}
    </details>
  );
}

function VenuesList({ drafts, onChange }: { drafts: VenueDraft[]; onChange: (next: VenueDraft[]) => void }) {
  const t = useT();
  const setVenue = (i: number, change: Partial<VenueDraft>) => onChange(drafts.map((v, j) => (j === i ? { ...v, ...change } : v)));
  const setPitches = (i: number, pitches: PitchDraft[]) => setVenue(i, { pitches });
  return (
    <div className="sched-venues">
      {drafts.length === 0 && <p className="muted">{t('admin-schedule.venues.none')}</p>}
      {drafts.map((v, i) => (
        <fieldset key={v.key} className="sched-fieldset">
          <legend>{v.name.trim() ? <Name>{v.name}</Name> : t('admin-schedule.venues.venueN', { n: i + 1 })}</legend>
          <InputField label={t('admin-schedule.venues.name')} value={v.name} onChange={(e) => setVenue(i, { name: e.target.value })} />
          <InputField
            label={t('admin-schedule.venues.address')}
            value={v.address}
            onChange={(e) => setVenue(i, { address: e.target.value })}
          />
          <ol className="sched-pitches">
            {v.pitches.map((p, j) => (
              <li key={p.key} className="sched-row" aria-label={t('admin-schedule.venues.pitchN', { n: j + 1 })} role="group">
                <InputField
                  label={t('admin-schedule.venues.pitchName')}
                  value={p.name}
                  onChange={(e) =>
                    setPitches(
                      i,
                      v.pitches.map((x, k) => (k === j ? { ...x, name: e.target.value } : x)),
                    )
                  }
                />
                <InputField
                  label={t('admin-schedule.venues.pitchCode')}
                  value={p.code}
                  maxLength={8}
                  onChange={(e) =>
                    setPitches(
                      i,
                      v.pitches.map((x, k) => (k === j ? { ...x, code: e.target.value } : x)),
                    )
                  }
                />
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={j === 0}
                  aria-label={t('admin-schedule.venues.moveUp', { name: p.name })}
                  onClick={() => {
                    const list = [...v.pitches];
                    [list[j - 1], list[j]] = [list[j]!, list[j - 1]!];
                    setPitches(i, list);
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={t('admin-schedule.venues.removePitchNamed', { name: p.name })}
                  onClick={() =>
                    setPitches(
                      i,
                      v.pitches.filter((_, k) => k !== j),
                    )
                  }
                >
                  {t('admin-schedule.venues.removePitch')}
                </button>
              </li>
            ))}
          </ol>
          <div className="sched-actions">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() =>
                setPitches(i, [
                  ...v.pitches,
                  newPitch(drafts, v.pitches.length + 1, t('admin-schedule.venues.defaultPitch', { n: v.pitches.length + 1 })),
                ])
              }
            >
              {t('admin-schedule.venues.addPitch')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => onChange(drafts.filter((_, j) => j !== i))}>
              {t('admin-schedule.venues.removeVenue')}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => onChange([...drafts, newVenue(t('admin-schedule.venues.defaultPitch', { n: 1 }), drafts)])}
      >
        {t('admin-schedule.venues.addVenue')}
      </button>
    </div>
  );
}
