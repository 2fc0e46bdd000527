import { useTranslations } from 'next-intl';
import RichText from '@/components/RichText';
import type { Lang } from '@/lib/i18n';
import { upcomingSessions } from '@/lib/content/iata-sessions';
import type { ModuleContent } from '../schemas';
import IataCourseState from './IataCourseState.lazy.client';
import DateText from '../shared/DateText';
import { cx } from '../shared/format';
import article from '../shared/Article.module.css';
import ui from '../shared/ui.module.css';
import styles from './IataCourse.module.css';
import { keepChineseWords } from '../shared/keepWords';

/**
 * An IATA course (the application page): h1 title, facts (code, duration, language, fee, venue),
 * the sessions table and the description. The page carries the application form below it. On a
 * desktop the facts stand beside the sessions and description instead of above them.
 */
export default function IataCourse({ content, lang }: { content: ModuleContent<'iataCourse'>; lang: Lang }) {
  const t = useTranslations('modules');
  const { title, code, summary, duration, language, fee, venue, sessions, html, anchor } = content;
  const facts: [string, string][] = [
    [t('iata.code'), code],
    [t('iata.duration'), duration],
    [t('iata.language'), language],
    [t('iata.fee'), fee],
    [t('iata.venue'), venue],
  ];
  const sorted = upcomingSessions(sessions);
  return (
    <article id={anchor} className={cx('section', article.article)}>
      <IataCourseState course={{ title, code, sessions: sorted.map((s) => ({ date: s.date.slice(0, 10), seats: s.seats ?? null })) }} />
      <div className={cx('container', styles.layout)}>
        <header className={cx(article.header, styles.header)}>
          <p className={article.eyebrow}>
            <span className={article.category}>{code}</span>
          </p>
          <h1 className={article.title}>{keepChineseWords(title)}</h1>
          {summary && <p className={article.lead}>{summary}</p>}
        </header>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <section className={styles.sessions}>
          <h2 className={styles.sessionsTitle}>{t('iata.sessions')}</h2>
          {sorted.length === 0 ? (
            <p className={styles.noSessions}>{t('iata.noSessions')}</p>
          ) : (
            <div className={styles.scroll} role="region" aria-label={t('tableRegion', { caption: t('iata.sessions') })} tabIndex={0}>
              <table className={cx(ui.table, styles.table)}>
                <caption className="visually-hidden">{t('iata.sessionsCaption', { title })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('iata.sessionDate')}</th>
                    <th scope="col" className={cx(ui.numeric, styles.numeric)}>
                      {t('iata.seats')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sorted.map((session, i) => (
                    <tr key={`${session.date}-${i}`}>
                      <td>
                        <DateText value={session.date} lang={lang} />
                      </td>
                      <td className={cx(ui.numeric, styles.numeric)}>
                        {session.seats === undefined ? t('iata.seatsUnknown') : t('iata.seatsLeft', { count: session.seats })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <RichText html={html} lang={lang} className={styles.description} />
      </div>
    </article>
  );
}
