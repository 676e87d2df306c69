import { useEffect, useRef, useState, type FormEvent } from 'react';
import { eventUpdateSchema, type EventPageResponse, type PublicEvent } from '@pitchside/shared';
import { useSubmit } from '../../components/use-submit';
import { ApiError } from '../../data/api';
import { formatError, useT } from '../../i18n';
import { InputField } from '../field';
import { Flash, useFlash } from '../flash';
import { readKept } from '../read-kept';
import { AdminApiError, send } from './admin-api';
import { AgeGroupFields, ageGroupBody, forfeitDraft, forfeitProblem, newAgeGroupDraft, type AgeGroupDraft } from './age-group-fields';
import { ConfirmDialog, useRemovalLines, type Removes } from './confirm-dialog';
import { ScheduleLink } from '../schedule/schedule-link';
import { VenuesFields, useVenueDrafts, venuesBody, venuesProblem } from '../schedule/venues-fields';

const toDrafts = (e: PublicEvent): AgeGroupDraft[] =>
  e.ageGroups.map((a) => ({
    key: a._id,
    _id: a._id,
    name: a.name,
    label: a.label ?? '',
    stageType: a.stageType,
    groupsCount: String(a.groupsCount),
    teamsPerGroup: String(a.teamsPerGroup),
    advancingTeams: String(a.advancingTeams),
    knockoutTeams: String(a.knockoutTeams),
    leagueTeams: String(a.leagueTeams),
    ...forfeitDraft(a.forfeitScore),
  }));

/**
 * Edit an event's contact info and age groups. When saving would remove stages, games or goals (a
 * stage-type change, a removed age group), the server answers with what goes, shown for confirmation.
 */
export function EventEditor({ event, onSaved, onClose }: { event: PublicEvent; onSaved: () => void; onClose: () => void }) {
  const t = useT();
  const removalLines = useRemovalLines();
  const [email, setEmail] = useState(event.contact_info.email ?? '');
  const [phone, setPhone] = useState(event.contact_info.phone ?? '');
  const [drafts, setDrafts] = useState<AgeGroupDraft[]>(() => toDrafts(event));
  const venues = useVenueDrafts(event);
  const [confirm, setConfirm] = useState<Removes | null>(null);
  const { message, show } = useFlash(8000);
  const formRef = useRef<HTMLFormElement>(null);
  // The editor opens above the list: on a phone, bring it into view.
  // A block body: Chromium answers scrollIntoView with a Promise, which React would call as a cleanup.
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  // The events list carries no age group settings: whether scorers' results are reviewed comes from the event page.
  useEffect(() => {
    let live = true;
    readKept<EventPageResponse>(`/api/events/slug/${encodeURIComponent(event.slug)}?edition=${event.event_edition}`)
      .then((page) => {
        if (!live) return;
        const review = new Map(page.ageGroups.map((a) => [a._id, a.review?.scorerResults ?? false]));
        setDrafts((ds) =>
          ds.map((d) => (d._id && d.reviewScorerResults === undefined ? { ...d, reviewScorerResults: review.get(d._id) } : d)),
        );
      })
      // Offline with nothing kept: the box stays as it is and the setting is not sent.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [event.slug, event.event_edition]);

  // Sent again with `confirm` once the organiser has read what the change removes.
  const confirmed = useRef(false);
  const values = {
    contact_info: { email: email.trim(), phone: phone.trim() },
    ageGroups: drafts.map(ageGroupBody),
    ...(venues.send ? { venues: venuesBody(venues.drafts ?? []) } : {}),
  };
  const submit = useSubmit(values, {
    schema: eventUpdateSchema,
    send: () => {
      const again = confirmed.current;
      confirmed.current = false;
      return send('PUT', `/api/events/${event._id}`, { ...values, ...(again ? { confirm: true } : {}) });
    },
    onSuccess: (res) => {
      setConfirm(null);
      venues.saved(res.event?.venues);
      show(t('admin-events.updated'), 'success');
      onSaved();
    },
    failureText: () => null,
    onFailure: (err) => {
      if (err instanceof AdminApiError && err.status === 409 && err.code === 'confirmRemoval') {
        setConfirm((err.body.removes as Removes | undefined) ?? {});
        return;
      }
      // A refusal about a field is shown beside it; anything else in the form's flash.
      if (err instanceof ApiError && err.issues?.length && err.issues.every((i) => i.path.split('.')[0]! in values)) return;
      show(err instanceof ApiError ? formatError(err) : t('admin-events.updateFailed'), 'error');
    },
  });
  const busy = submit.busy;
  /** A refusal inside the venues list, or of the age group list as a whole, shown under that section. */
  const sectionError = (prefix: string) => Object.entries(submit.errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];
  const groupErrors = (i: number) =>
    Object.fromEntries(
      Object.entries(submit.errors)
        .filter(([k]) => k.startsWith(`ageGroups.${i}.`))
        .map(([k, v]) => [k.slice(`ageGroups.${i}.`.length), v]),
    );

  const submitForm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const forfeit = drafts.map(forfeitProblem).find(Boolean);
    if (forfeit) return show(t(forfeit), 'error');
    const venueProblem = venues.send ? venuesProblem(venues.drafts ?? []) : null;
    if (venueProblem) return show(t(venueProblem), 'error');
    confirmed.current = false;
    void submit.onSubmit(e);
  };

  return (
    <form
      ref={formRef}
      className="card setup-form"
      onSubmit={submitForm}
      noValidate
      aria-label={t('admin-events.editTitle', { name: event.event })}
    >
      <h2>{t('admin-events.editTitle', { name: event.event })}</h2>
      <InputField
        label={t('admin-events.email')}
        type="email"
        inputMode="email"
        value={email}
        error={submit.errors['contact_info.email']}
        onChange={(e) => {
          setEmail(e.target.value);
          submit.clear('contact_info.email');
        }}
      />
      <InputField
        label={t('admin-events.phone')}
        type="tel"
        inputMode="tel"
        value={phone}
        error={submit.errors['contact_info.phone']}
        onChange={(e) => {
          setPhone(e.target.value);
          submit.clear('contact_info.phone');
        }}
      />
      <h3>{t('admin-events.ageGroups')}</h3>
      {drafts.length === 0 && <p className="muted">{t('admin-events.noAgeGroups')}</p>}
      {submit.errors.ageGroups && <p className="form-message is-error">{submit.errors.ageGroups}</p>}
      {drafts.map((d, i) => (
        <AgeGroupFields
          key={d.key}
          draft={d}
          errors={groupErrors(i)}
          onChange={(next) => {
            setDrafts((list) => list.map((x, j) => (j === i ? next : x)));
            for (const k of Object.keys(groupErrors(i))) submit.clear(`ageGroups.${i}.${k}`);
          }}
          onRemove={() => setDrafts((list) => list.filter((_, j) => j !== i))}
        />
      ))}
      <button type="button" className="btn btn-ghost" onClick={() => setDrafts((list) => [...list, newAgeGroupDraft()])}>
        {t('admin-events.addAgeGroup')}
      </button>
      <VenuesFields
        drafts={venues.drafts}
        failed={venues.failed}
        onChange={(next) => {
          venues.change(next);
          for (const k of Object.keys(submit.errors)) if (k.startsWith('venues')) submit.clear(k);
        }}
        onOpen={venues.open}
      />
      {sectionError('venues') && <p className="form-message is-error">{sectionError('venues')}</p>}
      <ScheduleLink eventId={event._id} />
      <Flash message={message} />
      <div className="setup-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('admin-setup.close')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('admin-events.save')}
        </button>
      </div>
      {confirm && (
        <ConfirmDialog
          title={t('admin-events.confirmChangeTitle')}
          lines={removalLines(confirm)}
          confirmLabel={t('admin-events.confirmChange')}
          busy={busy}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            confirmed.current = true;
            void submit.onSubmit();
          }}
        />
      )}
    </form>
  );
}
