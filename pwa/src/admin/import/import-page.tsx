import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { PublicEvent } from '@pitchside/shared';
import {
  importTemplate,
  tableToRows,
  type ImportKind,
  type ImportResponse,
  type ImportRow,
  type ImportRowReport,
} from '@pitchside/shared/import';
import { useDocumentTitle } from '../../app/use-title';
import { PageLoading } from '../../components/states';
import { formatError, useFormat, useLocale, useT } from '../../i18n';
import { InputField, TextAreaField, SelectField } from '../field';
import { Flash, useFlash } from '../flash';
import { AdminApiError, send } from '../setup/admin-api';
import { eventOptionLabel, useEvents } from '../setup/use-events';
import { useAdminCatalogs } from '../use-admin-catalogs';
import { ImportPreview } from './import-preview';
import '../setup/setup.css';
import './import.css';

/** /admin/import?event=ID: teams or players of one event from pasted spreadsheet cells or a CSV file. */
export default function ImportPage() {
  const ready = useAdminCatalogs();
  return ready ? <ImportScreen /> : <PageLoading />;
}

/** A season's teams with their logos, uploaded from a phone on a club's wifi, take longer than a usual call. */
const IMPORT_TIMEOUT_MS = 120_000;

function ImportScreen() {
  const t = useT();
  useDocumentTitle([t('admin-import.title')]);
  const { ordinal } = useFormat();
  const { events, failed, notKept } = useEvents();
  const [eventId, setEventId] = useState(() => new URLSearchParams(window.location.search).get('event') ?? '');
  const event = events.find((e) => e._id === eventId);
  return (
    <section className="page narrow setup-page">
      <h1 className="page-title">{t('admin-import.title')}</h1>
      {failed && <p className="form-message is-error">{t(notKept ? 'api.offlineNoData' : 'api.loadEventsFailed')}</p>}
      <div className="card setup-form">
        <SelectField label={t('admin-import.event')} value={eventId} onChange={(e) => setEventId(e.target.value)}>
          <option value="">{t('admin-import.chooseEvent')}</option>
          {events.map((e) => (
            <option key={e._id} value={e._id}>
              {eventOptionLabel(e, ordinal)}
            </option>
          ))}
        </SelectField>
      </div>
      {event && <ImportPanel key={event._id} event={event} />}
    </section>
  );
}

/** The rows of an import answer that refused them. */
function reportsOf(err: unknown): ImportRowReport[] | null {
  return err instanceof AdminApiError && Array.isArray(err.body.rows) ? (err.body.rows as ImportRowReport[]) : null;
}

interface Preview {
  rows: ImportRow[];
  reports: ImportRowReport[];
  ok: boolean;
}

/** Choose teams or players, paste or choose a file, preview every row with its problems, then save. */
export function ImportPanel({ event }: { event: PublicEvent }) {
  const t = useT();
  const locale = useLocale();
  const [kind, setKind] = useState<ImportKind>('teams');
  const [ageGroup, setAgeGroup] = useState(event.ageGroups[0]?._id ?? '');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [logos, setLogos] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const lastRows = useRef<ImportRow[]>([]);
  const { message, show } = useFlash(10000);
  const template = useMemo(() => `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplate(kind, locale))}`, [kind, locale]);

  const changeKind = (k: ImportKind) => {
    setKind(k);
    setPreview(null);
  };
  const edited = () => setPreview(null);

  /** The rows as the app reads them: a chosen file first, else the pasted cells. */
  const readRows = async (): Promise<ImportRow[]> => tableToRows(kind, file ? await file.text() : text);

  const call = async (rows: ImportRow[], dryRun: boolean): Promise<ImportResponse> => {
    const base = { kind, ageGroup: ageGroup || null, dryRun };
    if (kind !== 'teams' || logos.length === 0)
      return send('POST', `/api/events/${event._id}/import`, { ...base, rows }, IMPORT_TIMEOUT_MS);
    const form = new FormData();
    form.append('kind', kind);
    if (ageGroup) form.append('ageGroup', ageGroup);
    form.append('dryRun', String(dryRun));
    form.append('rows', JSON.stringify(rows));
    for (const logo of logos) form.append('logos', logo, logo.name);
    return send('POST', `/api/events/${event._id}/import`, form, IMPORT_TIMEOUT_MS);
  };

  const check = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const rows = await readRows();
      if (rows.length === 0) return show(t('api.importEmpty'), 'error');
      lastRows.current = rows;
      const res = await call(rows, true);
      setPreview({ rows, reports: res.rows, ok: res.success });
    } catch (err) {
      // Rows with problems answer success: false with every row's problems: that is the preview.
      const reports = reportsOf(err);
      if (reports) setPreview({ rows: lastRows.current, reports, ok: false });
      else show(formatError(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!preview?.ok) return;
    setBusy(true);
    try {
      const res = await call(preview.rows, false);
      show(t(kind === 'teams' ? 'admin-import.savedTeams' : 'admin-import.savedPlayers', { count: res.created }), 'success');
      setPreview(null);
      setText('');
      setFile(null);
      setLogos([]);
      setFileKey((k) => k + 1);
    } catch (err) {
      // Someone else added a team or player meanwhile: the rows come back with their problems.
      const reports = reportsOf(err);
      if (reports) setPreview({ ...preview, reports, ok: false });
      show(formatError(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="card setup-form" onSubmit={check} noValidate>
        <div className="setup-mode" role="group" aria-label={t('admin-import.kind')}>
          {(['teams', 'players'] as const).map((k) => (
            <button
              key={k}
              type="button"
              className={`btn ${kind === k ? 'btn-primary' : 'btn-ghost'}`}
              aria-pressed={kind === k}
              onClick={() => changeKind(k)}
            >
              {t(k === 'teams' ? 'admin-import.kindTeams' : 'admin-import.kindPlayers')}
            </button>
          ))}
        </div>
        {event.ageGroups.length > 0 && (
          <SelectField
            label={t('admin-import.ageGroup')}
            value={ageGroup}
            onChange={(e) => {
              setAgeGroup(e.target.value);
              edited();
            }}
          >
            <option value="">{t('admin-import.ageGroupPerRow')}</option>
            {event.ageGroups.map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </SelectField>
        )}
        <p className="muted">{t(kind === 'teams' ? 'admin-import.helpTeams' : 'admin-import.helpPlayers')}</p>
        <a
          className="btn btn-ghost"
          href={template}
          download={t(kind === 'teams' ? 'admin-import.templateTeamsFile' : 'admin-import.templatePlayersFile')}
        >
          {t('admin-import.template')}
        </a>
        <TextAreaField
          label={t('admin-import.paste')}
          rows={6}
          value={text}
          disabled={!!file}
          onChange={(e) => {
            setText(e.target.value);
            edited();
          }}
        />
        <InputField
          key={`file-${fileKey}`}
          label={t('admin-import.file')}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            edited();
          }}
        />
        {kind === 'teams' && (
          <InputField
            key={`logos-${fileKey}`}
            label={t('admin-import.logos')}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(e) => {
              setLogos([...(e.target.files ?? [])]);
              edited();
            }}
          />
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || (!text.trim() && !file)}>
          {t('admin-import.check')}
        </button>
      </form>
      <Flash message={message} />
      {preview && (
        <>
          <ImportPreview kind={kind} rows={preview.rows} reports={preview.reports} />
          <button type="button" className="btn btn-primary btn-block" disabled={busy || !preview.ok} onClick={() => void save()}>
            {t(kind === 'teams' ? 'admin-import.saveTeams' : 'admin-import.savePlayers', { count: preview.rows.length })}
          </button>
        </>
      )}
    </>
  );
}
