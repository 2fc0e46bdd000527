import { render } from '@testing-library/react';
import Media from '@/components/Media';
import type { Media as MediaData } from '@/lib/content/primitives';

const image = (url: string, width: number, height: number, mobile?: { url: string; width: number; height: number }): MediaData => ({
  type: 'image',
  altText: 'A picture',
  desktop: { mediaUrl: url, width, height },
  ...(mobile ? { mobile: { mediaUrl: mobile.url, width: mobile.width, height: mobile.height } } : {}),
}) as MediaData;

const widths = (srcset: string | null) => (srcset ?? '').split(', ').map((candidate) => Number.parseInt(candidate.split(' ')[1], 10));

describe('Media: srcset candidates', () => {
  it('stops at the first candidate as wide as the picture (the optimizer never enlarges)', () => {
    const { container } = render(<Media media={image('/assets/images/services.webp', 800, 533)} sizes="300px" />);
    const img = container.querySelector('img')!;
    const listed = widths(img.getAttribute('srcset'));
    expect(listed.at(-1)).toBeGreaterThanOrEqual(800);
    expect(listed.filter((w) => w >= 800)).toHaveLength(1);
    expect(listed.length).toBeGreaterThan(1);
    expect(img.getAttribute('src')).toContain(`w=${listed.at(-1)}&`);
  });

  it('keeps every candidate up to a full-width hero, and trims the phone source to its own width', () => {
    const hero = image('/assets/images/hero-x.webp', 1920, 800, { url: '/assets/images/hero-x-m.webp', width: 667, height: 800 });
    const { container } = render(<Media media={hero} sizes="100vw" />);
    const desktop = widths(container.querySelector('img')!.getAttribute('srcset'));
    const phone = widths(container.querySelector('source')!.getAttribute('srcset'));
    expect(desktop.at(-1)).toBe(1920);
    expect(phone.at(-1)).toBeGreaterThanOrEqual(667);
    expect(phone.filter((w) => w >= 667)).toHaveLength(1);
    expect(phone.length).toBeLessThan(desktop.length);
  });
});
