import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt, type RegisterOptions, type RegisterServiceWorker } from './update-prompt';

/** A registration whose service worker reports a new version waiting when the test says so. */
function fakeServiceWorker() {
  let options: RegisterOptions | null = null;
  const activate = vi.fn(async (_reload?: boolean) => {});
  const register: RegisterServiceWorker = async (o) => {
    options = o;
    return activate;
  };
  return { register, activate, newVersionWaiting: () => options!.onNeedRefresh(), cached: () => options!.onOfflineReady() };
}

describe('Update available prompt', () => {
  it('shows nothing until a new version is waiting', async () => {
    const sw = fakeServiceWorker();
    render(<UpdatePrompt register={sw.register} />);
    await act(async () => {});
    expect(screen.queryByText('Update available')).toBeNull();
  });

  it('offers Reload and activates the new version only when pressed', async () => {
    const sw = fakeServiceWorker();
    render(<UpdatePrompt register={sw.register} />);
    await act(async () => {});
    act(() => sw.newVersionWaiting());
    expect(screen.getByRole('alert').textContent).toContain('Update available');
    expect(sw.activate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.activate).toHaveBeenCalledWith(true);
  });

  it('lets the visitor put it off without reloading', async () => {
    const sw = fakeServiceWorker();
    render(<UpdatePrompt register={sw.register} />);
    await act(async () => {});
    act(() => sw.newVersionWaiting());
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Update available')).toBeNull();
    expect(sw.activate).not.toHaveBeenCalled();
  });

  it('says when the app is ready to work offline', async () => {
    const sw = fakeServiceWorker();
    render(<UpdatePrompt register={sw.register} />);
    await act(async () => {});
    act(() => sw.cached());
    expect(screen.getByRole('status').textContent).toBe('Ready to work offline');
  });
});
