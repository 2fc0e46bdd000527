import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/i18n';
import type { ModuleContent } from '../schemas';
import { AlbumPhotos } from '../islands.client';
import { dateNode } from '../shared/DateText';
import Facts from '../shared/Facts';
import ModuleList from '../shared/ModuleList';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from '../shared/Gallery.module.css';
import IslandMessages from '@/components/IslandMessages';

/**
 * Multimedia gallery, photos: albums, each with a grid of captioned photos that open in a
 * keyboard- and swipe-friendly viewer (the AlbumPhotos island; album headers stay server-rendered).
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
            <AlbumPhotos album={album.title} photos={album.photos} />
          </IslandMessages>
        </section>
      )}
    </ModuleList>
  );
}
