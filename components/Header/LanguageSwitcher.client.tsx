'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { HTML_LANG, LANGS, normalizeLang, type Lang } from '@/lib/i18n';
import { GlobeIcon } from './icons';
import { switchLanguagePath } from './language-path';
import styles from './Header.module.css';

export interface LanguageOption {
  code: string;
  title: string;
}

/** Language names in their own language, used when the CMS sends none. */
const NATIVE_NAMES: Record<Lang, string> = { en: 'English', 'zh-hk': '繁體中文', 'zh-cn': '简体中文' };

function subscribeLocation(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}
const locationSuffix = () => `${window.location.search}${window.location.hash}`;
const noSuffix = () => '';

/**
 * Links to the current page in the other languages (spec: "lists the languages other than the
 * current one", in the order of LANGS). Query string and hash are kept once the page runs in the
 * browser; the server renders the path alone (reading the query on the server would make every
 * page dynamic).
 *
 * Plain anchors like every other link: components/InAppNavigation.client.tsx routes the click, and
 * never prefetches another language. These two were the site's last next/link, which alone brought
 * next/link's runtime (the component, its URL formatting and ref merging: 3.5 KB gzip) into every
 * first visit (docs/performance.md).
 */
export default function LanguageSwitcher({ lang, languages, label, landingPaths }: { lang: Lang; languages: readonly LanguageOption[]; label: string; landingPaths: readonly string[] }) {
  // The page's segments below the [lang] layout, the same on the server and in the browser (./language-path.ts).
  const segments = useSelectedLayoutSegments();
  const suffix = useSyncExternalStore(subscribeLocation, locationSuffix, noSuffix);

  const titles = new Map<Lang, string>();
  for (const option of languages) {
    const code = normalizeLang(option.code);
    if (code && option.title.trim()) titles.set(code, option.title.trim());
  }
  const others = LANGS.filter((l) => l !== lang);

  return (
    <nav className={styles.languages} aria-label={label}>
      <GlobeIcon />
      <ul>
        {others.map((other) => (
          <li key={other}>
            <a href={switchLanguagePath(segments, other, landingPaths, suffix)} lang={HTML_LANG[other]} hrefLang={HTML_LANG[other]} className={styles.languageLink}>
              {titles.get(other) ?? NATIVE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
