import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '@pitchside/shared';
import { EventEditor } from './event-editor';

afterEach(() => {
  vi.restoreAllMocks();
});

const event: PublicEvent = {
  _id: '11111111-1111-4111-8111-111111111111',
  event: 'Cedar Cup',
  slug: 'cedar-cup',
  event_edition: 1,
  kind: 'futsal',
  event_logo: null,
  contact_info: { email: null, phone: null },
  stageType: 'Group Stage',
  startsOn: null,
  ageGroups: [],
};

describe('Event Management: the editor', () => {
  // Current Chromium answers scrollIntoView with a Promise; an effect that hands it back gives React
  // a "cleanup" that is not a function, and closing the editor took the whole app down.
  it('closes without an error where scrollIntoView answers a Promise', () => {
    const scroll = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scroll, configurable: true, writable: true });
    const onClose = vi.fn();
    const view = render(<EventEditor event={event} onSaved={() => {}} onClose={onClose} />);
    expect(scroll).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(() => view.unmount()).not.toThrow();
  });
});
