import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function App({ at, onClick }: { at: string; onClick?: () => void }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/events/cup" className="nav-link">
          Cup
        </NavLink>
        <Link to="/events/cup/games/7" onClick={onClick}>
          Final
        </Link>
      </nav>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('Link and NavLink', () => {
  it('point at the page and open it inside the app on a plain click', () => {
    const onClick = vi.fn();
    render(<App at="/" onClick={onClick} />);
    const final = screen.getByRole('link', { name: 'Final' });
    expect(final.getAttribute('href')).toBe('/events/cup/games/7');
    fireEvent.click(final);
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe('/events/cup/games/7');
  });

  it('leave a click with a modifier key to the browser (a new tab), and stay put', () => {
    render(<App at="/" />);
    fireEvent.click(screen.getByRole('link', { name: 'Final' }), { ctrlKey: true });
    expect(where()).toBe('/');
  });

  it.each([
    ['/', 'Home'],
    ['/events/cup', 'Cup'],
    ['/events/cup/games/7', 'Cup'],
    ['/events/cups', null],
  ])('on %s, mark %s as the current page', (at, current) => {
    render(<App at={at} />);
    const marked = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(marked.map((a) => a.textContent)).toEqual(current ? [current] : []);
    for (const a of marked) expect(a.classList.contains('active')).toBe(true);
    expect(screen.getByRole('link', { name: 'Cup' }).classList.contains('nav-link')).toBe(true);
  });
});
