import type { ReactNode } from 'react';
import './name.css';

/**
 * Everything a user typed, shown inside our text: team and player names, phone numbers, Instagram
 * handles, scores. `<bdi>` isolates it, so "Achrafieh نمور FC" reads the same in an Arabic list as in
 * an English one and the punctuation around it stays put. A name takes the direction of its first
 * letter (`dir="auto"`); `ltr` is for what always reads left to right (a phone number, "@handle",
 * which have no letter to go by or start with a symbol). The class goes on the `<bdi>` itself, so a
 * box that truncates a name (text-overflow) has the name's direction and cuts it at its end.
 */
export function Name({
  children,
  className,
  ltr = false,
  title,
  as: Tag = 'bdi',
}: {
  children: ReactNode;
  className?: string;
  ltr?: boolean;
  title?: string;
  /** Another element when the name is the whole of one that the CSS styles (any element with `dir` isolates). */
  as?: 'bdi' | 'strong' | 'small';
}) {
  return (
    <Tag className={className ? `name ${className}` : 'name'} dir={ltr ? 'ltr' : 'auto'} title={title}>
      {children}
    </Tag>
  );
}
