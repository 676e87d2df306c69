import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './profile/avatar';
import { TeamLogo } from './team/team-logo';

describe('logos and portraits', () => {
  it('offer the 64, 128 and 256 px WebP copies of an uploaded logo, at a fixed size', () => {
    render(<TeamLogo src="/api/uploads/team-logos/abc123.webp" name="Tyre Cedars" size={32} />);
    const img = screen.getByRole('img', { name: 'Tyre Cedars logo' });
    expect(img.getAttribute('srcset')).toBe(
      '/api/uploads/team-logos/abc123-64.webp 64w, /api/uploads/team-logos/abc123-128.webp 128w, /api/uploads/team-logos/abc123-256.webp 256w',
    );
    expect(img.getAttribute('sizes')).toBe('32px');
    expect(img.getAttribute('src')).toBe('/api/uploads/team-logos/abc123-64.webp');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['32', '32']);
  });

  it.each([
    [72, '/api/uploads/event-logos/ev1-128.webp'],
    [200, '/api/uploads/event-logos/ev1-256.webp'],
    [320, '/api/uploads/event-logos/ev1-256.webp'],
  ])('at %i px, fall back on the smallest copy that is sharp enough', (size, src) => {
    render(<TeamLogo src="/api/uploads/event-logos/ev1.webp" name="Schools Cup" size={size} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(src);
  });

  it('show a portrait with no copies as it is, still at a fixed size', () => {
    render(<Avatar src="/api/uploads/portraits/p1.jpg" name="Ali Srour" size={40} />);
    const img = screen.getByRole('img', { name: 'Ali Srour' });
    expect(img.getAttribute('src')).toBe('/api/uploads/portraits/p1.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['40', '40']);
  });

  it('show the initials when there is no image or it fails to load', () => {
    const { container } = render(<TeamLogo src={null} name="Beirut Football Club" />);
    expect(container.textContent).toBe('BF');
    render(<Avatar src="/api/uploads/portraits/gone.jpg" name="Omar Zein" />);
    fireEvent.error(screen.getByRole('img', { name: 'Omar Zein' }));
    expect(screen.getByRole('img', { name: 'Omar Zein' }).textContent).toBe('OZ');
  });
});
