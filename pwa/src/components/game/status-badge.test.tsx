import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { StatusBadge } from './status-badge';

afterEach(async () => {
  await activateLocale('en');
});

describe('StatusBadge', () => {
  it.each([
    ['completed', 'Full Time'],
    ['live', 'Live'],
    ['Upcoming', 'Upcoming'],
    ['scheduled', 'Scheduled'],
    ['postponed', 'Postponed'],
    ['cancelled', 'Cancelled'],
    ['Not Scheduled', 'Not Scheduled'],
    ['abandoned', 'abandoned'],
  ])('shows %s as %s', (status, text) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each<[string, boolean | undefined, string]>([
    ['completed', true, 'Awaiting confirmation'],
    ['completed', false, 'Full Time'],
    ['completed', undefined, 'Full Time'],
    // Only a finished game awaits confirmation: a game reopened shows its own status.
    ['live', true, 'Live'],
  ])('a %s game awaiting confirmation (%s) reads %s', (status, awaiting, text) => {
    render(<StatusBadge status={status} awaiting={awaiting} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('speaks the reader’s language', async () => {
    await activateLocale('fr');
    render(<StatusBadge status="cancelled" />);
    expect(screen.getByText('Annulé')).toBeTruthy();
    await activateLocale('ar');
    render(<StatusBadge status="postponed" />);
    expect(screen.getByText('مؤجّلة')).toBeTruthy();
    render(<StatusBadge status="completed" awaiting />);
    expect(screen.getByText('بانتظار التأكيد')).toBeTruthy();
  });
});
