/**
 * Rich text the server sanitized (copy.ts), in the global `rich-text` class as RichText draws it.
 * Not RichText.module.css: imported by a client component, its class map would be script on every page.
 */
export default function RichHtml({ html, className, id }: { html: string; className: string; id?: string }) {
  return <div id={id} className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
