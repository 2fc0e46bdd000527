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
      {/* One path per colour: each element is written twice into every page (markup and RSC payload). */}
      <path
        className={styles.ink}
        d="M3 38C10 20 24 8 46 5 34 13 24 24 17 40ZM52 6h5.6v26H52ZM65.4 6H71v26h-5.6ZM52 16.6h19v4.8H52ZM74.2 32l8.2-26H87l8.2 26h-5.8l-4.7-17.8L80 32ZM79.6 22.6h10.2v4.6H79.6ZM121.6 6h19v5.6h-19ZM128.3 6h5.6v26h-5.6ZM143.6 6h5.6v26h-5.6ZM143.6 26.4h16V32h-16Z"
      />
      <path className={styles.accent} d="M13 44C20 31 31 21 46 16 38 24 31 33 27 45Z" />
      <path d="M2 46C16 39 30 33 46 29" fill="none" stroke="#e8a317" strokeWidth="3.2" strokeLinecap="round" />
      <path className={styles.inkStroke} d="M115.83,11.42 A10.2,10.2 0 1 0 115.83,26.58" fill="none" strokeWidth="5.6" />
      {/* In the page's own font: no font family of its own to look up. */}
      <text className={styles.ink} x="52.5" y="45" fontSize="6.3" letterSpacing="0.32">
        Harbour Air Cargo Terminal
      </text>
    </svg>
  );
}
