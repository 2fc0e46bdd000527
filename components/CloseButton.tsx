import type { ComponentProps } from 'react';
import styles from './CloseButton.module.css';

type Props = Omit<ComponentProps<'button'>, 'type' | 'children'> & {
  /** What screen readers hear (the × is drawn for the eye only). */
  label: string;
};

/**
 * A dialog's close button: a round 44 px target with an ×, a light disc unless the dialog gives its
 * own colours by `className` (the cookie panel's bare ×, the photo viewer's dark glass). Either the
 * disc or the dialog's class, never both, so no rule depends on the order of the style sheets.
 */
export default function CloseButton({ label, className, ...rest }: Props) {
  return (
    <button type="button" className={`${styles.close} ${className ?? styles.disc}`} {...rest}>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
