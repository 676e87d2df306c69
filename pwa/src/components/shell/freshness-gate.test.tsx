import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { setOnline } from '../../test/fetch-mock';
import { FreshnessGate } from './freshness-gate';

// A phone that loses its signal before the app is saved for offline use cannot fetch the notice's code.
vi.mock('./freshness-notice', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  setOnline(true);
});

it('the screen stays when the notice cannot be fetched offline: no notice, nothing else lost', async () => {
  setOnline(false);
  render(
    <>
      <FreshnessGate />
      <p>1 edit waiting</p>
    </>,
  );
  // The notice's code is refused, and React has settled on what it shows instead.
  await expect(import('./freshness-notice')).rejects.toThrow();
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(screen.getByText('1 edit waiting')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
});
