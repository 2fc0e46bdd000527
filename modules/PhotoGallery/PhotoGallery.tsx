import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import AlbumPhotos from './AlbumPhotos.lazy.client';
import { dateNode } from '../shared/DateText';
import Facts from '../shared/Facts';
import ModuleList from '../shared/ModuleList';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from '../shared/Gallery.module.css';
import IslandMessages from '@/components/IslandMessages';

/** Two thumbnails a row on phones, three on tablets, 300 px on desktops (Gallery.module.css). */
const THUMBNAIL_SIZES = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 300px';

/**
 * Multimedia gallery, photos: albums, each with a grid of captioned photos that open in a
 * keyboard- and swipe-friendly viewer (the AlbumPhotos island; album headers stay server-rendered).
 * The thumbnails are rendered here and handed to the island, so that the image code (next/image's
 * srcset logic, 4 KB gzip) loads only with the viewer, when a visitor opens it.
 */

export default function PhotoGallery({ content, lang }: { content: ModuleContent<'photoGallery'>; lang: Lang }) {
  const t = useTranslations('media');
  return (
    <ModuleList content={content} lang={lang} items={content.albums} as="div" className={styles.albums} itemKey={(album) => album.title}>
      {(album, _, Heading) => (
        <section className={styles.album}>
          <header className={styles.albumHeader}>
            <Heading className={cx(ui.itemTitle, ui.itemTitleLarge)}>{album.title}</Heading>
            <Facts facts={[t('photoCount', { count: album.photos.length }), dateNode(album.publishTime, lang)]} />
            {album.description && <p className={styles.description}>{album.description}</p>}
          </header>
          <IslandMessages island="photos">
            <AlbumPhotos
              album={album.title}
              photos={album.photos}
              thumbnails={album.photos.map((photo) => (
                <Media key={photo.media.desktop.mediaUrl} media={photo.media} sizes={THUMBNAIL_SIZES} />
              ))}
            />
          </IslandMessages>
        </section>
      )}
    </ModuleList>
  );
}
