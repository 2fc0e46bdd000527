'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Media as MediaData } from '@/lib/content/primitives';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from '../shared/Gallery.module.css';

/**
 * The viewer's code comes with the first wish to open it (a pointer over a photo, focus on it, a
 * tap), not with the page: most visits of an album never open it, and it was half of the gallery's
 * island (docs/performance.md). It renders only in the browser, once a photo is chosen.
 */
const loadLightbox = () => import('./Lightbox.client');
const Lightbox = dynamic(loadLightbox, { ssr: false });
const warmLightbox = () => void loadLightbox();

export interface AlbumPhoto {
  media: MediaData;
  caption?: string;
}

/**
 * The photos of one album: a grid of captioned thumbnails (`thumbnails`, one per photo), each a
 * button that opens the viewer at that photo. Closing the viewer returns focus to the thumbnail of the photo last shown.
 */
export default function AlbumPhotos({ album, photos, thumbnails }: { album: string; photos: AlbumPhoto[]; thumbnails: ReactNode[] }) {
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
                onPointerEnter={warmLightbox}
                onFocus={warmLightbox}
                aria-haspopup="dialog"
                aria-label={t('open', { n: p + 1, total: photos.length, caption: photo.caption ?? photo.media.altText })}
              >
                {/* Rendered by the server (PhotoGallery.tsx): the image code stays out of this island. */}
                <span className={cx(styles.photoMedia, ui.mediaFill)}>{thumbnails[p]}</span>
              </button>
              {photo.caption && <figcaption className={cx(ui.note, styles.caption)}>{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null && <Lightbox album={album} photos={photos} index={open} onIndex={setOpen} onClose={close} />}
    </>
  );
}
