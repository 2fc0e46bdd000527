import styles from './Logo.module.css';

interface Props {
  /** `dark`: navy on a light background (the header turns it white over a hero image); `light`: white. */
  tone: 'dark' | 'light';
}

/**
 * The HACTL logo, drawn inline. As an <img> it cost every first visit a request per colour (React
 * preloads both, the hidden one too) and, per file, a separate SVG document that Chromium builds
 * on the page's main thread with a font lookup for its tagline. Inline it is part of the page's own
 * style and layout, and its colours are CSS: the header's one drawing turns white over a hero image.
 * Decorative: the link around it carries the accessible name. public/assets/images/logo.svg stays
 * for the organisation's structured data.
 */
export default function Logo({ tone }: Props) {
  return (
    <svg
      className={tone === 'light' ? `${styles.logo} ${styles.light}` : styles.logo}
      viewBox="0 0 160 50"
      width="160"
      height="50"
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.ink} d="M3,38 C10,20 24,8 46,5 C34,13 24,24 17,40 Z" />
      <path className={styles.accent} d="M13,44 C20,31 31,21 46,16 C38,24 31,33 27,45 Z" />
      <path d="M2,46 C16,39 30,33 46,29" fill="none" stroke="#e8a317" strokeWidth="3.2" strokeLinecap="round" />
      <g className={styles.ink}>
        <rect x="52" y="6" width="5.6" height="26" />
        <rect x="65.4" y="6" width="5.6" height="26" />
        <rect x="52" y="16.6" width="19" height="4.8" />
        <polygon points="74.2,32 82.4,6 87,6 95.2,32 89.4,32 84.7,14.2 80,32" />
        <rect x="79.6" y="22.6" width="10.2" height="4.6" />
        <rect x="121.6" y="6" width="19" height="5.6" />
        <rect x="128.3" y="6" width="5.6" height="26" />
        <rect x="143.6" y="6" width="5.6" height="26" />
        <rect x="143.6" y="26.4" width="16" height="5.6" />
      </g>
      <path className={styles.inkStroke} d="M115.83,11.42 A10.2,10.2 0 1 0 115.83,26.58" fill="none" strokeWidth="5.6" />
      {/* In the page's own font: no font family of its own to look up. */}
      <text className={styles.ink} x="52.5" y="45" fontSize="6.3" letterSpacing="0.32">
        Harbour Air Cargo Terminal
      </text>
    </svg>
  );
}
