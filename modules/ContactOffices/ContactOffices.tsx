import { useTranslations } from 'next-intl';
import Media from '@/components/Media';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import { telHref } from '@/lib/routing/links';
import type { ModuleContent } from '../schemas';
import ModuleSection, { itemHeading } from '../shared/ModuleSection';
import ui from '../shared/ui.module.css';
import styles from './ContactOffices.module.css';

/** Offices: address cards with tap-to-call, email and map links. */
export default function ContactOffices({ content, lang }: { content: ModuleContent<'contactOffices'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, items, anchor } = content;
  const Heading = itemHeading(title);
  return (
    <ModuleSection anchor={anchor} title={title} lang={lang}>
      <ul className={styles.grid}>
        {items.map((office, i) => (
            <li key={`${office.name}-${i}`} className={styles.office}>
              {office.image && (
                <div className={styles.image}>
                  <Media media={office.image} sizes="(max-width: 767px) 100vw, 600px" />
                </div>
              )}
              <div className={styles.body}>
                <Heading className={styles.name}>{office.name}</Heading>
                <address className={styles.address}>{office.address}</address>
                <dl className={styles.facts}>
                  {office.phones.length > 0 && (
                    <div>
                      <dt>{t('contact.phone')}</dt>
                      {office.phones.map(({ number, label }) => (
                        <dd key={number}>
                          {/* The schema admits only numbers telHref can link. */}
                          <SmartLink href={telHref(number) ?? ''} className={ui.textLink}>
                            {number}
                          </SmartLink>
                          {label && <span className={styles.phoneLabel}>{t('contact.phoneLabel', { label })}</span>}
                        </dd>
                      ))}
                    </div>
                  )}
                  {office.fax && (
                    <div>
                      <dt>{t('contact.fax')}</dt>
                      <dd>{office.fax}</dd>
                    </div>
                  )}
                  {office.email && (
                    <div>
                      <dt>{t('contact.email')}</dt>
                      <dd>
                        <SmartLink href={`mailto:${office.email}`} className={ui.textLink}>
                          {office.email}
                        </SmartLink>
                      </dd>
                    </div>
                  )}
                  {office.hours && (
                    <div>
                      <dt>{t('contact.hours')}</dt>
                      <dd>{office.hours}</dd>
                    </div>
                  )}
                </dl>
                {office.map && (
                  <SmartLink href={office.map.url} target={office.map.target} className={ui.textLink}>
                    {office.map.label}
                    <span className="visually-hidden">{t('linkContext', { title: office.name })}</span>
                  </SmartLink>
                )}
              </div>
            </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
