'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import Media from '@/components/Media';
import type { Media as MediaData } from '@/lib/content/primitives';
import Lightbox from './Lightbox.client';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from '../shared/Gallery.module.css';

export interface AlbumPhoto {
  media: MediaData;
  caption?: string;
}

/**
 * The photos of one album: a grid of captioned thumbnails, each a button that opens the viewer at
 * that photo. Closing the viewer returns focus to the thumbnail of the photo last shown.
 */
export default function AlbumPhotos({ album, photos }: { album: string; photos: AlbumPhoto[] }) {
  const t = useTranslations('media.lightbox');
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  /** Thumbnail to focus once the viewer is gone (closing a modal dialog moves focus on its own first). */
  const returnTo = useRef<number | null>(null);
  const close = () => {
    returnTo.current = open;
    setOpen(null);
  };

  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    openers.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);

  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, p) => (
          <li key={`${photo.media.desktop.mediaUrl}-${p}`}>
            <figure className={styles.photo} data-photo-index={p}>
              <button
                ref={(el) => {
                  openers.current[p] = el;
                }}
                type="button"
                className={styles.photoButton}
                onClick={() => setOpen(p)}
                aria-haspopup="dialog"
                aria-label={t('open', { n: p + 1, total: photos.length, caption: photo.caption ?? photo.media.altText })}
              >
                <span className={cx(styles.photoMedia, ui.mediaFill)}>
                  <Media media={photo.media} sizes="(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 300px" />
                </span>
              </button>
              {photo.caption && <figcaption className={styles.caption}>{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && <Lightbox album={album} photos={photos} index={open} onIndex={setOpen} onClose={close} />}
    </>
  );
}
