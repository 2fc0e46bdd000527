import { useTranslations } from 'next-intl';
import type { Media as MediaData } from '@/lib/content/primitives';
import Media, { MOBILE_QUERY } from '@/components/Media';
import styles from './AccessibleVideo.module.css';
import { cx } from './format';

interface CaptionTrack {
  src: string;
  srclang: string;
  label: string;
}

/** The caption track in the page's language (exact tag first, then the same base language), or -1. */
function defaultTrackIndex(captions: CaptionTrack[], lang?: string): number {
  if (!lang) return -1;
  const wanted = lang.toLowerCase();
  const exact = captions.findIndex((c) => c.srclang.toLowerCase() === wanted);
  if (exact >= 0) return exact;
  return captions.findIndex((c) => c.srclang.toLowerCase().split('-')[0] === wanted.split('-')[0]);
}

interface Props {
  media: MediaData;
  captions: CaptionTrack[];
  /** Accessible name when the video has no visible title nearby. */
  title?: string;
  lang?: string;
  className?: string;
}

/**
 * A video people watch (not a decorative background, which components/Media renders muted and
 * looping): native controls, nothing loads before play (preload="none", poster shown), no autoplay,
 * caption tracks. The first track whose language matches the page is the default one.
 * An image item (no video) is shown through components/Media instead.
 */
export default function AccessibleVideo({ media, captions, title, lang, className }: Props) {
  const t = useTranslations('media');
  const { desktop, mobile } = media;
  const poster = media.poster;
  if (media.type !== 'video') {
    return (
      <div className={cx(styles.frame, className)}>
        <Media media={media} className={styles.video} sizes="(max-width: 767px) 100vw, 960px" />
      </div>
    );
  }
  const defaultTrack = defaultTrackIndex(captions, lang);
  return (
    <div className={cx(styles.frame, className)}>
      <video
        className={styles.video}
        controls
        preload="none"
        playsInline
        poster={poster}
        width={desktop.width || undefined}
        height={desktop.height || undefined}
        aria-label={title || media.altText || undefined}
      >
        {mobile && <source src={mobile.mediaUrl} type="video/mp4" media={MOBILE_QUERY} />}
        <source src={desktop.mediaUrl} type="video/mp4" />
        {captions.map((track, i) => (
          <track key={`${track.src}-${i}`} kind="captions" src={track.src} srcLang={track.srclang} label={track.label} default={i === defaultTrack} />
        ))}
        <p>
          {t('videoUnsupported')}{' '}
          <a href={desktop.mediaUrl}>{t('downloadVideo')}</a>
        </p>
      </video>
    </div>
  );
}
