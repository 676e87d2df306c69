import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CONTACT_FILTERS,
  CONTACT_PAGE_SIZE,
  type ContactFilter,
  type ContactListResponse,
  type ContactMessage,
  type ContactStatus,
} from '@pitchside/shared';
import { PageLoading } from '../../components/states';
import { ApiError, apiGet, apiRequest, NETWORK_STATUS } from '../../data/api';
import { SelectField } from '../field';
import { ContactDetails } from './contact-details';
import { FILTER_LABELS, formatWhen, preview } from './contact-format';
import { apiText, useT } from '../../i18n';
import './contact.css';
import { Name } from '../../components/name';
import { useDocumentTitle } from '../../app/use-title';

type Load = { state: 'loading' } | { state: 'error'; network: boolean } | { state: 'ready'; data: ContactListResponse };

async function patchStatus(id: string, body: { status: ContactStatus; adminNotes?: string }): Promise<ContactMessage> {
  const res = await apiRequest(`/api/contact/${encodeURIComponent(id)}/status`, { method: 'PATCH', body });
  return res.data!.updatedMessage;
}

/** /admin/contact: read and handle what visitors sent through Contact Us (admin spec section 2). */
export default function ContactMessagesPage() {
  const t = useT();
  useDocumentTitle([t('admin-contact.title')]);
  const [filter, setFilter] = useState<ContactFilter>('all');
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [openId, setOpenId] = useState<string | null>(null);
  const dirty = useRef(false);
  const refreshInPlace = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    // After closing the details the page is refreshed in place; anything else shows the loader.
    const quiet = refreshInPlace.current;
    refreshInPlace.current = false;
    setLoad((l) => (quiet && l.state === 'ready' ? l : { state: 'loading' }));
    apiGet(`/api/contact?status=${filter}&page=${page}&limit=${CONTACT_PAGE_SIZE}`, abort.signal).then(
      (data) => {
        // A page emptied by status changes (the last one on it closed): step back to the last page.
        if (data.messages.length === 0 && page > data.pagination.pages) setPage(data.pagination.pages);
        else setLoad({ state: 'ready', data });
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Failed to load contact messages', err);
        const network = err instanceof ApiError && err.status === NETWORK_STATUS;
        setLoad({ state: 'error', network });
      },
    );
    return () => abort.abort();
  }, [filter, page, reload]);

  const messages = load.state === 'ready' ? load.data.messages : [];
  const open = messages.find((m) => m._id === openId) ?? null;

  const replace = useCallback((updated: ContactMessage) => {
    dirty.current = true;
    setLoad((l) =>
      l.state === 'ready' ? { ...l, data: { ...l.data, messages: l.data.messages.map((m) => (m._id === updated._id ? updated : m)) } } : l,
    );
  }, []);

  const openMessage = (m: ContactMessage) => {
    setOpenId(m._id);
    // Reading a new message marks it read; a failure is only logged (it stays new for next time).
    if (m.status === 'new') {
      patchStatus(m._id, { status: 'read' }).then(replace, (err: unknown) => console.error('Failed to mark message read', err));
    }
  };

  const close = () => {
    setOpenId(null);
    // The filter may no longer match what was changed: read the page again.
    if (dirty.current) {
      dirty.current = false;
      refreshInPlace.current = true;
      setReload((n) => n + 1);
    }
  };

  const pagination = load.state === 'ready' ? load.data.pagination : null;

  return (
    <section className="page narrow contact-messages">
      <h1 className="page-title">{t('admin-contact.title')}</h1>
      <div className="contact-messages__filter">
        <SelectField
          label={t('admin-contact.filterBy')}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as ContactFilter);
            setPage(1);
          }}
        >
          {CONTACT_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(FILTER_LABELS[f])}
            </option>
          ))}
        </SelectField>
      </div>

      {load.state === 'loading' && <PageLoading text={t('admin-contact.loading')} />}
      {load.state === 'error' && (
        <div className="state state-error" role="alert">
          <p>{load.network ? apiText('network') : t('admin-contact.loadFailed')}</p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setReload((n) => n + 1)}>
            {t('admin-common.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && messages.length === 0 && <p className="state state-empty">{t('admin-contact.none')}</p>}
      {messages.length > 0 && (
        <ul className="contact-list" aria-label={t('admin-contact.list')}>
          {messages.map((m) => (
            <li key={m._id}>
              <button
                type="button"
                className={`card contact-card ${m.status === 'new' ? 'is-new' : ''}`}
                aria-haspopup="dialog"
                onClick={() => openMessage(m)}
              >
                <span className="contact-card__head">
                  <Name className="contact-card__name">{m.name}</Name>
                  <span className={`contact-status is-${m.status}`}>{t(FILTER_LABELS[m.status])}</span>
                </span>
                <Name ltr className="contact-card__email">
                  {m.email}
                </Name>
                <Name className="contact-card__subject">{m.subject}</Name>
                <span className="contact-card__preview">{preview(m.message)}</span>
                <time className="contact-card__date" dateTime={m.createdAt}>
                  {formatWhen(m.createdAt)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pagination && messages.length > 0 && (
        <nav className="contact-pager" aria-label={t('admin-common.pages')}>
          <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin-common.prev')}
          </button>
          <span aria-live="polite">{t('admin-contact.page', { page: pagination.page, pages: pagination.pages })}</span>
          <button type="button" className="btn btn-ghost btn-sm" disabled={page >= pagination.pages} onClick={() => setPage(page + 1)}>
            {t('admin-common.next')}
          </button>
        </nav>
      )}

      {open && (
        <ContactDetails
          key={open._id}
          message={open}
          onClose={close}
          onSave={async (status, adminNotes) => replace(await patchStatus(open._id, { status, adminNotes }))}
        />
      )}
    </section>
  );
}
