import type { ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { useT } from '../../i18n';
import './setup.css';

/** Says what an action removes and waits for a yes: deletes and stage changes never happen on one tap. */
export function ConfirmDialog({
  title,
  lines,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
  confirmDisabled,
}: {
  title: string;
  lines: string[];
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** More than sentences: names in <bdi>, or a choice the yes depends on. */
  children?: ReactNode;
  /** The yes waits for something inside (a played game ticked by name). */
  confirmDisabled?: boolean;
}) {
  const t = useT();
  return (
    <Dialog title={title} onClose={onCancel}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {children}
      <div className="setup-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('admin-setup.cancel')}
        </button>
        <button type="button" className="btn btn-primary setup-danger" disabled={busy || confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

export interface Removes {
  ageGroups?: number;
  groups?: number;
  fixtures?: number;
  teams?: number;
  players?: number;
  games?: number;
  goals?: number;
}

/** The counts of a removal as sentences in the reader's language; zero counts are left out. */
export function useRemovalLines() {
  const t = useT();
  return (r: Removes): string[] => {
    const parts = [
      r.ageGroups ? t('admin-setup.removes.ageGroups', { count: r.ageGroups }) : null,
      r.groups ? t('admin-setup.removes.groups', { count: r.groups }) : null,
      r.fixtures ? t('admin-setup.removes.fixtures', { count: r.fixtures }) : null,
      r.teams ? t('admin-setup.removes.teams', { count: r.teams }) : null,
      r.players ? t('admin-setup.removes.players', { count: r.players }) : null,
      r.games ? t('admin-setup.removes.games', { count: r.games }) : null,
      r.goals ? t('admin-setup.removes.goals', { count: r.goals }) : null,
    ].filter((x): x is string => !!x);
    return parts.length ? [t('admin-setup.removes.intro'), ...parts.map((p) => `• ${p}`)] : [t('admin-setup.removes.nothing')];
  };
}
