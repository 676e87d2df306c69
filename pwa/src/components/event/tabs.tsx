import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  /** Prefix for element ids, unique on the page (tabs and panels point at each other by id). */
  id: string;
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  variant?: 'main' | 'sub';
}

export const tabId = (id: string, key: string) => `${id}-tab-${key}`;
export const panelId = (id: string, key: string) => `${id}-panel-${key}`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and select
 * them; only the selected tab is in the Tab order.
 */
export function Tabs<K extends string>({ id, label, items, selected, onSelect, variant = 'main' }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((t) => t.key === selected);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next === null) return;
    e.preventDefault();
    const key = items[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`tabset tabset--${variant}`} onKeyDown={onKeyDown}>
      {items.map((t) => {
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
            id={tabId(id, t.key)}
            aria-selected={active}
            aria-controls={panelId(id, t.key)}
            tabIndex={active ? 0 : -1}
            className={`tabset__tab${active ? ' is-active' : ''}`}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ id, tab, children }: { id: string; tab: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id, tab)} aria-labelledby={tabId(id, tab)} tabIndex={0} className="tabset__panel">
      {children}
    </div>
  );
}
