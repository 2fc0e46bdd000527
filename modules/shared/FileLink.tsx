import { useTranslations } from 'next-intl';
import SmartLink from '@/components/SmartLink';
import type { Link } from '@/lib/content/primitives';
import ui from './ui.module.css';
import { cx, fileTypeOf } from './format';

interface Props {
  link: Link;
  /** Overrides the type read from the URL's extension. */
  fileType?: string;
  fileSize?: string;
  className?: string;
}

/** A download link that says what it gets: "Annual report (PDF, 2.4 MB)". */
export default function FileLink({ link, fileType, fileSize, className }: Props) {
  const t = useTranslations('modules');
  const type = fileType ?? fileTypeOf(link.url);
  const size = fileSize ?? link.fileSize;
  const info = type && size ? t('fileInfo', { type, size }) : (type ?? size);
  return (
    <SmartLink href={link.url} target={link.target} className={cx(ui.textLink, className)}>
      {link.label}
      {info && <span className={ui.fileInfo}> ({info})</span>}
    </SmartLink>
  );
}
