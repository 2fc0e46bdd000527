import { useTranslations } from 'next-intl';

/** First focusable element of every page: jumps to <main id="main">. Visible on focus (.skip-link). */
export default function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const t = useTranslations('common');
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {t('skipToContent')}
    </a>
  );
}
