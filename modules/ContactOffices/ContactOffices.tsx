import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import Media from '@/components/Media';
import SmartLink from '@/components/SmartLink';
import type { Lang } from '@/lib/i18n';
import { telHref } from '@/lib/routing/links';
import type { ModuleContent } from '../schemas';
import ContextLink from '../shared/ContextLink';
import { keepEmailHalves } from '../shared/keepWords';
import ModuleList from '../shared/ModuleList';
import { cx } from '../shared/format';
import ui from '../shared/ui.module.css';
import styles from './ContactOffices.module.css';

/** One line of an office's facts, or nothing when the office does not have it. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div>
      <dt>{term}</dt>
      {children}
    </div>
  );
}

/** Offices: address cards with tap-to-call, email and map links. */
export default function ContactOffices({ content, lang }: { content: ModuleContent<'contactOffices'>; lang: Lang }) {
  const t = useTranslations('modules');
  return (
    <ModuleList content={content} lang={lang} items={content.items} className={styles.grid} itemKey={(office) => office.name}>
      {(office, _, Heading) => (
        <li className={styles.office}>
          {office.image && (
            <div className={cx(ui.cardMediaWide, ui.mediaFill)}>
              <Media media={office.image} sizes="(max-width: 767px) 100vw, 600px" />
            </div>
          )}
          <div className={cx(ui.cardBody, styles.body)}>
            <Heading className={cx(ui.itemTitle, ui.itemTitleLarge)}>{office.name}</Heading>
            <address className={styles.address}>{office.address}</address>
            <dl className={styles.facts}>
              <Fact term={t('contact.phone')}>
                {office.phones.length > 0 &&
                  office.phones.map(({ number, label }) => (
                    <dd key={number}>
                      {/* The schema admits only numbers telHref can link. */}
                      <SmartLink href={telHref(number) ?? ''} className={ui.textLink}>
                        {number}
                      </SmartLink>
                      {label && <span className={styles.phoneLabel}>{t('contact.phoneLabel', { label })}</span>}
                    </dd>
                  ))}
              </Fact>
              <Fact term={t('contact.fax')}>{office.fax && <dd>{office.fax}</dd>}</Fact>
              <Fact term={t('contact.email')}>
                {office.email && (
                  <dd>
                    <SmartLink href={`mailto:${office.email}`} className={ui.textLink}>
                      {keepEmailHalves(office.email)}
                    </SmartLink>
                  </dd>
                )}
              </Fact>
              <Fact term={t('contact.hours')}>{office.hours && <dd>{office.hours}</dd>}</Fact>
            </dl>
            {office.map && <ContextLink link={office.map} context={office.name} />}
          </div>
        </li>
      )}
    </ModuleList>
  );
}

