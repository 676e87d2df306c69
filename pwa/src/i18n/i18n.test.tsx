import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { json, mockFetch } from '../test/fetch-mock';
import { ApiError } from '../data/api';
import { activateLocale, detectLocale, editionText, formatError, LanguageSwitcher, translate } from '.';

afterEach(async () => {
  vi.unstubAllGlobals();
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
    expect(formatError(new ApiError(404, 'Event not found', undefined, 'eventNotFound'))).toBe('Tournoi introuvable');
    expect(formatError(new ApiError(0, 'Network error. Please try again.'))).toBe('Erreur réseau. Veuillez réessayer.');
  });

  it('counts in each language with its own plural forms', async () => {
    expect(translate('admin-sync.waiting', { n: 1 })).toBe('1 edit waiting');
    expect(translate('admin-sync.waiting', { n: 3 })).toBe('3 edits waiting');
    await activateLocale('ar');
    expect(translate('admin-sync.waiting', { n: 1 })).toBe('تعديل واحد بالانتظار');
    expect(translate('admin-sync.waiting', { n: 2 })).toBe('تعديلان بالانتظار');
    expect(translate('admin-sync.waiting', { n: 3 })).toBe('3 تعديلات بالانتظار');
    expect(translate('admin-sync.waiting', { n: 11 })).toBe('11 تعديلًا بالانتظار');
    expect(translate('admin-sync.waiting', { n: 100 })).toBe('100 تعديل بالانتظار');
    await activateLocale('fr');
    expect(translate('admin-sync.waiting', { n: 2 })).toBe('2 modifications en attente');
  });

  it("names editions with each language's ordinals", async () => {
    expect(editionText(1)).toBe('1st Edition');
    await activateLocale('ar');
    expect(editionText(3)).toBe('النسخة الثالثة');
    await activateLocale('fr');
    expect(editionText(1)).toBe('1re édition');
  });

  it('lets the reader choose a language, and remembers it on the device', async () => {
    // A guest: the app asks who is signed in, and the server says nobody.
    mockFetch(() => json({ success: false, message: 'Please log in to continue' }, 401));
    renderWithApp(<LanguageSwitcher />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });
    await screen.findByLabelText('اللغة');
    expect(localStorage.getItem('pitchside.locale')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
