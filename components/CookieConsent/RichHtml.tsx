import richText from '../RichText.module.css';

/** Rich text the server sanitized (copy.ts), in RichText's classes so that it reads the same. */
export default function RichHtml({ html }: { html: string }) {
  return html ? <div className={`rich-text ${richText.body}`} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
