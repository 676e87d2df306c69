import { useCallback, useEffect, useState } from 'react';
import { beirutInputToUtc, utcToBeirutInput, type PublicEvent } from '@pitchside/shared';
import { FormMessage } from '../../components/message';
import { Name } from '../../components/name';
import { useSubmit } from '../../components/use-submit';
import { apiGet } from '../../data/api';
import { useFormat, useT } from '../../i18n';
import { InputField } from '../field';
import { errorText } from '../flash';
import { send } from '../setup/admin-api';
import { ConfirmDialog } from '../setup/confirm-dialog';
import { GameChoice, useEditionGames } from './game-choice';
import { PitchChoice } from './pitch-choice';
import { QrCode } from './qr-code';
import { linkGames, linkPitches, type ScoreLinkCreated, type ScoreLinkInput, type ScoreLinkRow } from './staff-api';

const HOUR = 3600_000;

/** Today's match day by default: from now, for twelve hours. */
function defaultWindow(now = Date.now()) {
  return { validFrom: utcToBeirutInput(now), validUntil: utcToBeirutInput(now + 12 * HOUR) };
}

/**
 * Score-entry links: made for some pitches (or all) and a time window; the address, with its
 * secret, shows once with a QR code to print, then the list names the link without it.
 */
export function ScoreLinks({ event }: { event: PublicEvent }) {
  const t = useT();
  const format = useFormat();
  const [links, setLinks] = useState<ScoreLinkRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [label, setLabel] = useState('');
  const [pitches, setPitches] = useState<string[]>([]);
  const [chosenGames, setChosenGames] = useState<string[]>([]);
  const editionGames = useEditionGames(event._id);
  const [period, setPeriod] = useState(defaultWindow);
  const [created, setCreated] = useState<ScoreLinkCreated['link'] | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ScoreLinkRow | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const pitchOptions = (event.venues ?? []).flatMap((v) => v.pitches.map((p) => ({ ...p, venue: v.name })));
  const pitchName = (id: string) => pitchOptions.find((p) => p._id === id)?.name ?? id;

  const load = useCallback(async () => {
    try {
      const res = await apiGet(`/api/events/${event._id}/score-links`);
      // Revoked and ended links open nothing: only the ones still to use are listed.
      const now = Date.now();
      setLinks((res.links ?? []).filter((l) => !l.revokedAt && Date.parse(l.validUntil) > now));
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, [event._id]);
  useEffect(() => {
    void load();
  }, [load]);

  const values = { label, pitches, games: chosenGames, validFrom: period.validFrom, validUntil: period.validUntil };
  const submit = useSubmit(values, {
    send: () => {
      const body: ScoreLinkInput = {
        label: label.trim(),
        ...(pitches.length ? { pitches } : {}),
        ...(chosenGames.length ? { games: chosenGames } : {}),
        // The organiser means Beirut time at the venue, whatever this device's zone.
        validFrom: beirutInputToUtc(period.validFrom) ?? period.validFrom,
        validUntil: beirutInputToUtc(period.validUntil) ?? period.validUntil,
      };
      return send('POST', `/api/events/${event._id}/score-links`, body);
    },
    onSuccess: (res) => {
      setCreated(res.link);
      setCopied(false);
      setLabel('');
      setPitches([]);
      setChosenGames([]);
      void load();
    },
  });

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, no permission): the address is selectable on screen.
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    setRevokeBusy(true);
    try {
      await send('DELETE', `/api/score-links/${revoking._id}`);
      setRevoking(null);
      setRevokeError(null);
      await load();
    } catch (err) {
      setRevokeError(errorText(err, t('admin-staff.revokeFailed')));
    } finally {
      setRevokeBusy(false);
    }
  };

  return (
    <section className="staff-section" aria-labelledby="staff-links-title">
      <h2 id="staff-links-title">{t('admin-staff.linksTitle')}</h2>
      <p className="muted">{t('admin-staff.linksIntro')}</p>
      {created ? (
        <div className="card staff-created" role="status">
          <p>
            <strong>{t('admin-staff.linkCreated')}</strong> <Name>{created.label}</Name>
          </p>
          <p className="form-message is-error">{t('admin-staff.shownOnce')}</p>
          <InputField
            label={t('admin-staff.linkAddress')}
            readOnly
            value={created.url}
            onFocus={(e) => e.currentTarget.select()}
            dir="ltr"
          />
          <QrCode text={created.url} label={t('admin-staff.qrLabel', { label: created.label })} />
          <p className="muted">{t('admin-staff.validUntil', { time: format.date(created.validUntil, 'dateTime') })}</p>
          <p className="actions staff-actions">
            <button type="button" className="btn btn-ghost" onClick={() => void copy()}>
              {copied ? t('admin-staff.copied') : t('admin-staff.copy')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => globalThis.print()}>
              {t('admin-staff.print')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setCreated(null)}>
              {t('admin-staff.done')}
            </button>
          </p>
        </div>
      ) : (
        <form className="staff-link-form" onSubmit={(e) => void submit.onSubmit(e)} noValidate>
          <InputField
            label={t('admin-staff.linkLabel')}
            hint={t('admin-staff.linkLabelHint')}
            value={label}
            required
            maxLength={100}
            error={submit.errors.label}
            onChange={(e) => {
              setLabel(e.target.value);
              submit.clear('label');
            }}
          />
          <PitchChoice legend={t('admin-staff.linkPitches')} pitches={pitchOptions} chosen={pitches} onChange={setPitches} />
          <GameChoice {...editionGames} chosen={chosenGames} onChange={setChosenGames} />
          <InputField
            label={t('admin-staff.validFrom')}
            type="datetime-local"
            value={period.validFrom}
            error={submit.errors.validFrom}
            onChange={(e) => setPeriod((w) => ({ ...w, validFrom: e.target.value }))}
          />
          <InputField
            label={t('admin-staff.validUntilField')}
            type="datetime-local"
            value={period.validUntil}
            error={submit.errors.validUntil}
            onChange={(e) => setPeriod((w) => ({ ...w, validUntil: e.target.value }))}
          />
          <FormMessage text={submit.formError ?? ''} />
          <p className="actions">
            <button type="submit" className="btn btn-primary" disabled={submit.busy || !label.trim()}>
              {t('admin-staff.createLink')}
            </button>
          </p>
        </form>
      )}
      {loadFailed ? (
        <p className="form-message is-error">{t('admin-staff.linksFailed')}</p>
      ) : links && links.length > 0 ? (
        <ul className="setup-list" aria-label={t('admin-staff.linksList')}>
          {links.map((l) => {
            const on = linkPitches(l);
            return (
              <li key={l._id} className="card setup-row">
                <div className="setup-row-text">
                  <strong>
                    <Name>{l.label}</Name>
                  </strong>
                  <span className="muted">
                    {on.length
                      ? on.map((p, i) => (
                          <span key={p}>
                            {i > 0 && ', '}
                            <Name>{pitchName(p)}</Name>
                          </span>
                        ))
                      : linkGames(l).length
                        ? null
                        : t('admin-staff.allPitches')}
                  </span>
                  {linkGames(l).length > 0 && <span className="muted">{t('admin-staff.gamesScope', { count: linkGames(l).length })}</span>}
                  <span className="muted">{t('admin-staff.validUntil', { time: format.date(l.validUntil, 'dateTime') })}</span>
                </div>
                <div className="setup-row-actions">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setRevoking(l)}
                    aria-label={t('admin-staff.revokeNamed', { label: l.label })}
                  >
                    {t('admin-staff.revoke')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : links ? (
        <p className="muted">{t('admin-staff.noLinks')}</p>
      ) : null}
      {revoking && (
        <ConfirmDialog
          title={t('admin-staff.revokeTitle')}
          lines={[t('admin-staff.revokeExplain')]}
          confirmLabel={t('admin-staff.revoke')}
          busy={revokeBusy}
          onCancel={() => {
            setRevoking(null);
            setRevokeError(null);
          }}
          onConfirm={() => void revoke()}
        >
          <p>
            <strong>
              <Name>{revoking.label}</Name>
            </strong>
          </p>
          {revokeError && <FormMessage text={revokeError} />}
        </ConfirmDialog>
      )}
    </section>
  );
}
