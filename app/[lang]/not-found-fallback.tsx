import { useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';

export default function NotFoundFallback() {
  const t = useTranslations('notFound');
  return (
    <section className="container section">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p>
        <SmartLink href="/" className="btn btn-primary">
          {t('home')}
        </SmartLink>
      </p>
    </section>
  );
}
