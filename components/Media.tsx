import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { Media as MediaData } from '@/lib/content/primitives';

/** The mobile breakpoint of the spec: up to 767 px. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** The complement of MOBILE_QUERY: where the desktop source of a <picture> applies. */
const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * A `<link rel="preload" as="image">` in the head (React hoists it) that picks the same candidate
 * as the <img>/<source> it stands for: the same srcset and sizes, and the media of its source.
 */
function preloadImage(props: ImgProps, media?: string) {
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high', media });
}

type ImgProps = ReturnType<typeof getImageProps>['props'];

/**
 * The props without the srcset candidates above the picture's own width, but the first: Next lists
 * every configured width (up to 1920 for a 480-px portrait), and its optimizer never enlarges, so
 * those candidates are the same pixels under other URLs, written twice into every page (its HTML
 * and its RSC payload). The browser's choice is unchanged: the largest candidate left is the
 * picture itself at its full size. The fallback `src` becomes that candidate too.
 */
function upToOwnWidth(props: ImgProps, ownWidth: number): ImgProps {
  const candidates = (props.srcSet ?? '').split(', ').map((candidate) => {
    const [url, descriptor = ''] = candidate.split(' ');
    return { url, width: Number.parseInt(descriptor, 10) };
  });
  if (candidates.some((c) => !c.url || !Number.isFinite(c.width))) return props;
  const firstAtOwnWidth = candidates.findIndex((c) => c.width >= ownWidth);
  if (firstAtOwnWidth === -1) return props;
  const kept = candidates.slice(0, firstAtOwnWidth + 1);
  return { ...props, srcSet: kept.map((c) => `${c.url} ${c.width}w`).join(', '), src: kept[kept.length - 1].url };
}

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
  // alone, unlike <Image priority>, does not raise the priority), and announced in the head by a
  // preload per art-directed source, so the browser asks for it with the document's first bytes
  // instead of after the header's markup. The hint also travels in the page's RSC payload: a page
  // prefetched on intent (InAppNavigation) fetches its hero too, which is the next thing it paints.
  const hint: Pick<ImageProps, 'loading' | 'fetchPriority'> = priority ? { loading: 'eager', fetchPriority: 'high' } : {};
  const common = { alt: altText, sizes, quality: 75, ...hint } as const;
  const desktopProps = upToOwnWidth(getImageProps({ ...common, src: desktop.mediaUrl, width: desktop.width, height: desktop.height }).props, desktop.width);
  const artDirected = mobile && !unsized(mobile);
  if (priority) preloadImage(desktopProps, artDirected ? DESKTOP_QUERY : undefined);
  if (!artDirected) {
    return <img {...desktopProps} alt={altText} className={className} />;
  }
  const mobileProps = upToOwnWidth(getImageProps({ ...common, src: mobile.mediaUrl, width: mobile.width, height: mobile.height }).props, mobile.width);
  if (priority) preloadImage(mobileProps, MOBILE_QUERY);
  return (
    <picture className={className}>
      <source media={MOBILE_QUERY} srcSet={mobileProps.srcSet} sizes={mobileProps.sizes} width={mobile.width} height={mobile.height} />
      <img {...desktopProps} alt={altText} />
    </picture>
  );
}
