import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import { AlbumPhotos } from '../islands.client';
import { dateNode } from '../shared/DateText';
import ModuleSection, { itemHeading } from '../shared/ModuleSection';
import ui from '../shared/ui.module.css';
import styles from '../shared/Gallery.module.css';
import IslandMessages from '@/components/IslandMessages';

/**
 * Multimedia gallery, photos: albums, each with a grid of captioned photos that open in a
 * keyboard- and swipe-friendly viewer (the AlbumPhotos island; album headers stay server-rendered).
 * The thumbnails are rendered here and handed to the island, so that the image code (next/image's
 * srcset logic, 4 KB gzip) loads only with the viewer, when a visitor opens it.
 */
/** Two thumbnails a row on phones, three on tablets, 300 px on desktops (Gallery.module.css). */
const THUMBNAIL_SIZES = '(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 300px';

export default function PhotoGallery({ content, lang }: { content: ModuleContent<'photoGallery'>; lang: Lang }) {
  const t = useTranslations('media');
  const { title, description, albums, anchor } = content;
  const Heading = itemHeading(title);
  return (
    <ModuleSection anchor={anchor} title={title} description={description} lang={lang}>
      <div className={styles.albums}>
        {albums.map((album, a) => {
          const facts = [t('photoCount', { count: album.photos.length }), dateNode(album.publishTime, lang)].filter(Boolean);
          return (
            <section key={`${album.title}-${a}`} className={styles.album}>
              <header className={styles.albumHeader}>
                <Heading className={styles.albumTitle}>{album.title}</Heading>
                <ul className={ui.meta}>
                  {facts.map((fact, f) => (
                    <li key={f}>{fact}</li>
                  ))}
                </ul>
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
          );
        })}
      </div>
    </ModuleSection>
  );
}
