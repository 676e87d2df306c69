import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional id of an element to focus first instead of the first field. */
  initialFocus?: string;
  className?: string;
}

/**
 * Modal dialog: focus moves inside and is trapped there, Escape and the backdrop close it, and
 * focus returns to whatever opened it.
 */
export function Dialog({ title, onClose, children, initialFocus, className }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const t = useT();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Before the first paint: a key pressed as soon as the dialog shows must already land inside it,
  // and the opener be the element that opened it (a dialog whose code loads late opens after a delay).
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first =
      (initialFocus && document.getElementById(initialFocus)) || node?.querySelector<HTMLElement>('input, select, textarea') || node;
    first?.focus();
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        e.preventDefault();
        node.focus();
        return;
      }
      const firstEl = items[0]!;
      const lastEl = items[items.length - 1]!;
      if (e.shiftKey && (document.activeElement === firstEl || document.activeElement === node)) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && document.activeElement === lastEl) {
        e.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = prevOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [initialFocus]);

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={panel} className={`dialog ${className ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
