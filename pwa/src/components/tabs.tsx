import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * WAI-ARIA tabs: one tab in the Tab order, arrow keys / Home / End move between tabs and select
 * them. The panel is rendered by the caller inside <TabPanel>.
 */
export function Tabs<K extends string>({
  items,
  selected,
  onSelect,
  label,
  idBase,
}: {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  idBase: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    let next = -1;
    if (e.key === 'ArrowRight') next = (i + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(items[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((t, i) => (
        <button
          key={t.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${t.key}`}
          className="tab"
          aria-selected={t.key === selected}
          aria-controls={`${idBase}-panel`}
          tabIndex={t.key === selected ? 0 : -1}
          onClick={() => onSelect(t.key)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idBase, selected, children }: { idBase: string; selected: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${selected}`} tabIndex={0}>
      {children}
    </div>
  );
}

export function useTabIds(): string {
  return useId().replace(/:/g, '');
}
