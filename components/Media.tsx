import { getImageProps, type ImageProps } from 'next/image';
import type { Media as MediaData } from '@/lib/content/primitives';

/** The mobile breakpoint of the spec: up to 767 px. */
export const MOBILE_QUERY = '(max-width: 767px)';

interface Props {
  media: MediaData;
  /** Responsive sizes hint, e.g. "(max-width: 767px) 100vw, 50vw". */
  sizes?: string;
  /** Above-the-fold media (heroes): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * Spec "Media element": a video (mp4) or an image; the mobile variant on the mobile breakpoint when
 * one exists, else the desktop one; images of width and height 0 render without explicit size.
 */
export default function Media({ media, sizes = '100vw', priority = false, className }: Props) {
  const { desktop, mobile, altText } = media;

  if (media.type === 'video') {
    return (
      <video className={className} poster={media.poster} muted playsInline loop preload="none" aria-label={altText || undefined} width={desktop.width || undefined} height={desktop.height || undefined}>
        {mobile && <source src={mobile.mediaUrl} type="video/mp4" media={MOBILE_QUERY} />}
        <source src={desktop.mediaUrl} type="video/mp4" />
      </video>
    );
  }

  const unsized = (v: { width: number; height: number }) => v.width === 0 || v.height === 0;
  if (unsized(desktop)) {
    return <img className={className} src={desktop.mediaUrl} alt={altText} loading={priority ? 'eager' : 'lazy'} decoding="async" />;
  }

  // A hero is the largest paint of its page: fetched at once and before other images (getImageProps
  // alone, unlike <Image priority>, does not raise the priority). No preload link: a preload() hint
  // travels with the RSC payload, so every prefetched page (and the not-found fallback each page
  // carries) would make the browser download its hero too.
  const hint: Pick<ImageProps, 'loading' | 'fetchPriority'> = priority ? { loading: 'eager', fetchPriority: 'high' } : {};
  const common = { alt: altText, sizes, quality: 75, ...hint } as const;
  const { props: desktopProps } = getImageProps({ ...common, src: desktop.mediaUrl, width: desktop.width, height: desktop.height });
  if (!mobile || unsized(mobile)) {
    return <img {...desktopProps} alt={altText} className={className} />;
  }
  const { props: mobileProps } = getImageProps({ ...common, src: mobile.mediaUrl, width: mobile.width, height: mobile.height });
  return (
    <picture className={className}>
      <source media={MOBILE_QUERY} srcSet={mobileProps.srcSet} sizes={mobileProps.sizes} width={mobile.width} height={mobile.height} />
      <img {...desktopProps} alt={altText} />
    </picture>
  );
}
