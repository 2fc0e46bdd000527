import { useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';
import type { Link } from '@/lib/content/primitives';
import ui from './ui.module.css';

/** A text link whose label ("View map", "Learn more") is completed for screen readers by what it is about. */
export default function ContextLink({ link, context, className = ui.textLink }: { link: Link; context: string; className?: string }) {
  const t = useTranslations('modules');
  return (
    <SmartLink href={link.url} target={link.target} className={className}>
      {link.label}
      <span className="visually-hidden">{t('linkContext', { title: context })}</span>
    </SmartLink>
  );
}
