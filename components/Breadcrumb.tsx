import { useTranslations } from 'next-intl';
import type { Crumb } from '@/lib/content/contract';
import SmartLink from './SmartLink';
import styles from './Breadcrumb.module.css';

interface Props {
  items: readonly Crumb[];
  /** 'light' on dark heroes. */
  tone?: 'default' | 'light';
  className?: string;
}

/** The page's breadcrumb trail: an ordered list; the last item is the current page. */
export default function Breadcrumb({ items, tone = 'default', className }: Props) {
  const t = useTranslations('common');
  if (items.length === 0) return null;

  return (
    <nav aria-label={t('breadcrumb')} className={[styles.breadcrumb, tone === 'light' ? styles.light : '', className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((crumb, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${i}-${crumb.label}`} className={styles.item}>
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {crumb.label}
                </span>
              ) : crumb.url ? (
                <SmartLink href={crumb.url} className={styles.link}>
                  {crumb.label}
                </SmartLink>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
