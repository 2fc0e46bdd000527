import type { ComponentProps, ReactNode } from 'react';
import styles from './ToggleButton.module.css';

type Props = Omit<ComponentProps<'button'>, 'type' | 'children' | 'aria-expanded' | 'aria-controls'> & {
  /** Whether the region it shows and hides is open. */
  expanded: boolean;
  /** The id of that region. */
  controls: string;
  /** What screen readers hear; the icon is drawn for the eye only. */
  label: string;
  icon: ReactNode;
};

/**
 * A round 44 px icon button that shows and hides a region: the header's search box and menu, the
 * footer's submenus. `className` gives its display and colour, which differ at each place.
 */
export default function ToggleButton({ expanded, controls, label, icon, className, ...rest }: Props) {
  return (
    <button type="button" className={`${styles.round} ${className ?? ''}`} aria-expanded={expanded} aria-controls={controls} {...rest}>
      {icon}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
