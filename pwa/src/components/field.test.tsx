import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InputField, SelectField, TextAreaField, issueFor } from './field';

afterEach(cleanup);

/** What a screen reader reads after the name: the texts `aria-describedby` points at, in order. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('a form field', () => {
  it('with an error is invalid and described by its error, then its hint', () => {
    render(<InputField label="E-mail" hint="We never share it" error="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Please enter a valid email address We never share it');
  });

  it('without an error is not marked invalid and is described by its hint alone', () => {
    render(<InputField label="E-mail" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(description(input)).toBe('We never share it');
  });

  it('with its label hidden is still named by it', () => {
    render(
      <SelectField label="Language" labelHidden defaultValue="en">
        <option value="en">English</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(document.getElementById(select.getAttribute('aria-labelledby')!)!.className).toBe('visually-hidden');
  });

  it('is named by its label alone, not by the chosen option', () => {
    render(
      <SelectField label="Scorer" error="Choose a scorer" defaultValue="a">
        <option value="a">Choose a side first</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Scorer' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toBe('Choose a scorer');
  });

  it('ties a text area to its error too', () => {
    render(<TextAreaField label="Message" error="Message is required" />);
    expect(description(screen.getByRole('textbox', { name: 'Message' }))).toBe('Message is required');
  });

  it("shows the server's issue for its own path only", () => {
    const issues = [{ path: 'email', message: 'Please enter a valid email address' }];
    expect(issueFor(issues, 'email')).toBe('Please enter a valid email address');
    expect(issueFor(issues, 'password')).toBeUndefined();
  });
});
