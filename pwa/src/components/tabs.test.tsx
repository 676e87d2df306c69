import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n';
import { TabPanel, Tabs } from './tabs';

const ITEMS = [
  { key: 'teams', label: 'Teams' },
  { key: 'games', label: 'Games' },
  { key: 'standings', label: 'Standings' },
] as const;

function Demo() {
  const [tab, setTab] = useState<(typeof ITEMS)[number]['key']>('teams');
  return (
    <>
      <Tabs items={ITEMS} selected={tab} onSelect={setTab} label="Event sections" idBase="ev" />
      <TabPanel idBase="ev" selected={tab}>
        <p>{tab} content</p>
      </TabPanel>
    </>
  );
}

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')!;

describe('Tabs', () => {
  it('moves with the arrow keys, wrapping round, and with Home and End', () => {
    render(<Demo />);
    expect(screen.getByRole('tablist', { name: 'Event sections' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Teams' }), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Games');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Games' }));
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Teams');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Standings');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('Teams');
    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('Standings');
    expect(screen.getByRole('tabpanel', { name: 'Standings' }).textContent).toBe('standings content');
  });

  it('moves the other way right to left: the next tab is on the left', async () => {
    await activateLocale('ar');
    try {
      render(<Demo />);
      fireEvent.keyDown(screen.getByRole('tab', { name: 'Teams' }), { key: 'ArrowLeft' });
      expect(selected().textContent).toBe('Games');
      fireEvent.keyDown(selected(), { key: 'ArrowRight' });
      expect(selected().textContent).toBe('Teams');
    } finally {
      await activateLocale('en');
    }
  });

  it('keeps only the selected tab in the Tab order and points every tab at the shown panel', () => {
    render(<Demo />);
    fireEvent.click(screen.getByRole('tab', { name: 'Games' }));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    for (const t of tabs) expect(t.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Games' }).id);
  });
});
