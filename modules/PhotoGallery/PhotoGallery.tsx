import { useTranslations } from 'next-intl';
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
 */
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
                <AlbumPhotos album={album.title} photos={album.photos} />
              </IslandMessages>
            </section>
          );
        })}
      </div>
    </ModuleSection>
  );
}
