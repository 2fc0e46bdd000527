import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** Facts about an item (a count, a duration, a date) as one dotted line; the empty ones are dropped, and with them an empty list. */
export default function Facts({ facts }: { facts: ReactNode[] }) {
  const shown = facts.filter((fact) => fact !== null && fact !== undefined && fact !== false && fact !== '');
  if (shown.length === 0) return null;
  return (
    <ul className={ui.meta}>
      {shown.map((fact, f) => (
        <li key={f}>{fact}</li>
      ))}
    </ul>
  );
}
