import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { ApiError } from '../data/api';
import { activateLocale, detectLocale, formatError, LanguageSwitcher, translate } from '.';

afterEach(async () => {
  await activateLocale('en');
});

describe('the translation layer', () => {
  it('follows the remembered language first, then the browser', () => {
    expect(detectLocale()).toBe('en');
    localStorage.setItem('pitchside.locale', 'ar');
    expect(detectLocale()).toBe('ar');
  });

  it('switches the page to Arabic, right to left, and back', async () => {
    await activateLocale('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(translate('api.notFound')).toBe('غير موجود');
    await activateLocale('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(translate('api.notFound')).toBe('Introuvable');
  });

  it("shows a server error in the reader's language by its code", async () => {
    await activateLocale('fr');
    expect(formatError(new ApiError(404, 'Event not found', undefined, 'eventNotFound'))).toBe('Événement introuvable');
    expect(formatError(new ApiError(0, 'Network error. Please try again.'))).toBe('Erreur réseau. Veuillez réessayer.');
  });

  it('lets the reader choose a language, and remembers it on the device', async () => {
    renderWithApp(<LanguageSwitcher />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });
    await screen.findByLabelText('اللغة');
    expect(localStorage.getItem('pitchside.locale')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
