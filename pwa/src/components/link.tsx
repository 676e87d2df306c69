import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

/*
 * The app's links: an <a> whose click navigates inside the app, over react-router's own hooks.
 * react-router's Link carries framework-mode prefetching and route discovery that this app never
 * uses, and that code would be in every first load (about 2 KB of a phone's 100 KB budget).
 */

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, target, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target, ...(replace === undefined ? {} : { replace }) });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

type NavLinkProps = Omit<LinkProps, 'className'> & { className?: string; end?: boolean };

/** A link that says when it is the current page: `aria-current="page"` and the class `active`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, className, ...rest }, ref) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const active = here === target || (!end && target !== '/' && here.startsWith(target.endsWith('/') ? target : `${target}/`));
  const classes = [className, active ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} ref={ref} to={to} className={classes || undefined} aria-current={active ? 'page' : undefined} />;
});
