import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFormat } from '../i18n';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Accessible name of the tab list ("Event sections"). */
  label: string;
  /** Prefix for element ids, unique on the page: tabs and their panel point at each other by id. */
  idBase: string;
  /** 'main' underlines a page's sections; 'sub' is the pill switch inside a section. */
  variant?: 'main' | 'sub';
  /** Many short tabs (status filters): wrap onto a second row on a phone instead of scrolling away. */
  wrap?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: Left and Right arrows (wrapping), Home and End move to a
 * tab and select it; only the selected tab is in the Tab order, so Tab goes on into the panel.
 * Only the selected panel is rendered, and every tab controls that one panel, so no tab points at
 * an element that is not in the page.
 */
export function Tabs<K extends string>({ items, selected, onSelect, label, idBase, variant = 'main', wrap = false }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  // Right to left, the next tab is the one on the left.
  const forward = useFormat().dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft')
      next = e.key === forward ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const key = items[next]!.key;
    onSelect(key);
    const el = refs.current.get(key);
    el?.focus();
    // On a narrow screen the tab may sit outside the scrolled strip.
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div role="tablist" aria-label={label} className={`tabs tabs--${variant}${wrap ? ' tabs--wrap' : ''}`}>
      {items.map((t, i) => {
        const active = t.key === selected;
        return (
          <button
            key={t.key}
            ref={(el) => {
              if (el) refs.current.set(t.key, el);
              else refs.current.delete(t.key);
            }}
            type="button"
            role="tab"
            id={tabId(idBase, t.key)}
            className="tab"
            aria-selected={active}
            aria-controls={panelId(idBase)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(t.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idBase, selected, children }: { idBase: string; selected: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, selected)} tabIndex={0} className="tab-panel">
      {children}
    </div>
  );
}

/** A page-unique id prefix for a tab set that may appear more than once (dialogs, lists). */
export function useTabIds(): string {
  return useId().replace(/:/g, '');
}
