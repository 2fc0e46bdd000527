import { useLocale, useTranslations } from 'next-intl';
import PlainLink from '@/components/PlainLink';
import { hrefOf } from '@/lib/routing/href';

/**
 * Also the content of not-found.tsx, a client component on every page's bundle: its link home is
 * formed here, without SmartLink and the route table it needs.
 */
export default function NotFoundFallback() {
  const t = useTranslations('notFound');
  const home = hrefOf(useLocale(), '');
  return (
    <section className="container section">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p>
        <PlainLink href={home} className="btn btn-primary">
          {t('home')}
        </PlainLink>
      </p>
    </section>
  );
}
