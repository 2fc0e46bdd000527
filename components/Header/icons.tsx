/** Small decorative icons of the header (and the footer's submenu chevron). Always aria-hidden: the control around them carries the name. */
import type { ReactNode } from 'react';

const common = { 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

interface IconProps {
  size?: number;
}

/** The frame every header icon shares: a 24-unit square, drawn in lines of the text colour. */
function Icon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" {...common}>
      {children}
    </svg>
  );
}

export const ChevronIcon = ({ size = 16 }: IconProps) => <Icon size={size}><path d="m6 9 6 6 6-6" /></Icon>;

export const SearchIcon = ({ size = 20 }: IconProps) => <Icon size={size}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></Icon>;

export const CloseIcon = ({ size = 20 }: IconProps) => <Icon size={size}><path d="M6 6l12 12M18 6 6 18" /></Icon>;

export const BellIcon = ({ size = 18 }: IconProps) => <Icon size={size}><path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" /><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" /></Icon>;

export const GlobeIcon = ({ size = 16 }: IconProps) => <Icon size={size}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" /></Icon>;
