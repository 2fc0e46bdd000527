import FadeIn from '../shared/FadeIn.lazy.client';
import styles from './ConnectingCargo.module.css';

/** Spec section 9: the cargo animation shows this many groups above 767 px (one on phones). */
export const CARGO_GROUPS = 5;

/** One cargo dolly: a unit load device and two boxes on a four-wheel bed. */
function CargoGroup() {
  return (
    <svg viewBox="0 0 120 48" width="120" height="48" focusable="false">
      <path d="M6 8h44l8 10v18H6z" fill="currentColor" />
      <rect x="62" y="14" width="30" height="22" rx="3" fill="currentColor" opacity="0.7" />
      <rect x="96" y="20" width="18" height="16" rx="3" fill="currentColor" opacity="0.5" />
      <path d="M3 38h114" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <g fill="currentColor">
        <circle cx="16" cy="43" r="4" />
        <circle cx="48" cy="43" r="4" />
        <circle cx="78" cy="43" r="4" />
        <circle cx="106" cy="43" r="4" />
      </g>
    </svg>
  );
}

/**
 * The connecting block's cargo animation: a train of dollies that drives in once visible. It is
 * decoration (aria-hidden). Phones (up to 767 px) show one group, wider screens five: a CSS media
 * query hides the others, so the server HTML is right at every width.
 */
export default function ConnectingCargo() {
  return (
    <FadeIn className={styles.cargo}>
      <div className={styles.road} aria-hidden="true">
        {Array.from({ length: CARGO_GROUPS }, (_, i) => (
          <span key={i} className={styles.group} data-cargo-group={i + 1} style={{ ['--i' as string]: i }}>
            <CargoGroup />
          </span>
        ))}
      </div>
    </FadeIn>
  );
}
