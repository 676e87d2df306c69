import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, networkDown } from '../../test/fetch-mock';
import GiftCodesPage from './gift-codes-page';

afterEach(() => vi.unstubAllGlobals());

const codes = [
  { code: 'ABCD-EFGH-JKLM', duration: '6months' },
  { code: 'NPQR-STUV-WXYZ', duration: '6months' },
];

describe('Gift Code Manager', () => {
  it('generates codes and lists them with Copy buttons and Copy All', async () => {
    const fetch = mockFetch(() => json({ success: true, message: 'Successfully generated 2 gift codes!', codes }, 201));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<GiftCodesPage />);
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '6months' } });
    fireEvent.change(screen.getByLabelText('Number of codes'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Codes' }));

    expect(await screen.findByText('Successfully generated 2 gift codes!')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ duration: '6months', quantity: 2 });
    expect(screen.getByText('ABCD-EFGH-JKLM')).toBeTruthy();
    expect(screen.getByText('2 6 Months codes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy ABCD-EFGH-JKLM' }));
    expect(await screen.findByText('Copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH-JKLM');
    fireEvent.click(screen.getByRole('button', { name: 'Copy All' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('ABCD-EFGH-JKLM\nNPQR-STUV-WXYZ'));
  });

  it('asks for a quantity between 1 and 100 beside the field, without calling the server', async () => {
    const fetch = mockFetch(() => json({}));
    render(<GiftCodesPage />);
    fireEvent.change(screen.getByLabelText('Number of codes'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Codes' }));
    const field = screen.getByLabelText('Number of codes');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a quantity between 1 and 100',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the network is down', async () => {
    mockFetch(networkDown);
    render(<GiftCodesPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Codes' }));
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
  });
});
