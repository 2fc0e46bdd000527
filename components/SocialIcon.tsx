/**
 * Social media icons of the footer, drawn inline (no icon font, no request). The icon is decorative:
 * the link around it carries the accessible name (the CMS label). Unknown names get a generic link icon.
 */

interface Props {
  /** CMS icon name, case-insensitive: linkedin, facebook, youtube, instagram, wechat. */
  name: string;
  size?: number;
  className?: string;
}

/** The icons drawn as filled shapes: their paths. */
const FILLED: Record<string, string[]> = {
  linkedin: ['M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.55h.06c.53-.96 1.83-1.97 3.77-1.97 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.2c0-1.24-.02-2.84-1.8-2.84-1.8 0-2.6 1.36-2.6 2.75V21h-4V9.75Z'],
  facebook: ['M13.5 21v-7.5h2.6l.4-3.1h-3V8.5c0-.9.26-1.5 1.55-1.5h1.6V4.2A21 21 0 0 0 14.3 4c-2.3 0-3.9 1.4-3.9 4v2.3H7.8v3.1h2.6V21h3.1Z'],
  youtube: ['M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.25 5 12 5 12 5s-6.25 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2C2 8.78 2 12 2 12s0 3.22.4 4.8a2.5 2.5 0 0 0 1.77 1.77C5.75 19 12 19 12 19s6.25 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77C22 15.22 22 12 22 12s0-3.22-.4-4.8ZM10 15V9l5.2 3L10 15Z'],
  wechat: ['M9.2 4C5.2 4 2 6.7 2 10c0 1.9 1.05 3.6 2.7 4.7L4 17l2.6-1.35c.8.22 1.7.35 2.6.35h.35A5.4 5.4 0 0 1 9.3 15c0-3.3 3.1-6 7-6h.4C16 6.1 12.9 4 9.2 4Zm-2.4 3.4a.95.95 0 1 1 0 1.9.95.95 0 0 1 0-1.9Zm4.8 0a.95.95 0 1 1 0 1.9.95.95 0 0 1 0-1.9Z', 'M16.3 10.2c-3.2 0-5.8 2.15-5.8 4.8s2.6 4.8 5.8 4.8c.7 0 1.35-.1 1.96-.28L20.4 20.6l-.55-1.9c1.3-.88 2.15-2.2 2.15-3.7 0-2.65-2.6-4.8-5.7-4.8Zm-1.95 2.9a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6Zm3.9 0a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6Z'],
};

export default function SocialIcon({ name, size = 20, className }: Props) {
  const svg = { width: size, height: size, viewBox: '0 0 24 24', className, 'aria-hidden': true, focusable: false } as const;
  const key = name.trim().toLowerCase();
  const filled = Object.hasOwn(FILLED, key) ? FILLED[key] : undefined;
  if (filled) {
    return (
      <svg {...svg} fill="currentColor">
        {filled.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  switch (key) {
    case 'instagram':
      return (
        <svg {...svg} fill="none" stroke="currentColor" strokeWidth={2}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    default:
      return (
        <svg {...svg} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
          <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
        </svg>
      );
  }
}
