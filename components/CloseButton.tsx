import type { ComponentProps } from 'react';
import styles from './CloseButton.module.css';

type Props = Omit<ComponentProps<'button'>, 'type' | 'children'> & {
  /** What screen readers hear (the × is drawn for the eye only). */
  label: string;
};

/**
 * A dialog's close button: a round 44 px target with an ×. The dialogs (cookie settings,
 * biographies, the notice popup, the photo viewer) each give it their own colours by `className`.
 */
export default function CloseButton({ label, className, ...rest }: Props) {
  return (
    <button type="button" className={className ? `${styles.close} ${className}` : styles.close} {...rest}>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
