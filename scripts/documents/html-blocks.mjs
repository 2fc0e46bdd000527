/**
 * Turns the site's rich text (the CMS's HTML subset: h2/h3, p, ul/ol, table) into the document
 * blocks the PDF layout draws, so a document says exactly what its page says.
 */

const ENTITIES = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** Plain text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function text(html) {
  return String(html ?? '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, name) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

function cells(rowHtml, tag) {
  return [...rowHtml.matchAll(new RegExp(`<(${tag})[^>]*>([\\s\\S]*?)</\\1>`, 'gi'))].map((m) => text(m[2]));
}

function table(html) {
  const caption = /<caption[^>]*>([\s\S]*?)<\/caption>/i.exec(html);
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map((m) => m[1]);
  const head = rows.length && /<th/i.test(rows[0]) ? cells(rows[0], 'th') : [];
  const body = rows.slice(head.length ? 1 : 0).map((r) => cells(r, 't[hd]'));
  return { type: 'table', caption: caption ? text(caption[1]) : undefined, columns: head.map((label) => ({ label })), rows: body };
}

/** Blocks of an HTML fragment, in reading order. */
export function htmlBlocks(html) {
  const blocks = [];
  const re = /<(h2|h3|p|ul|ol|table)[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const m of String(html ?? '').matchAll(re)) {
    const tag = m[1].toLowerCase();
    if (tag === 'h2' || tag === 'h3') blocks.push({ type: 'heading', text: text(m[2]), level: tag === 'h2' ? 2 : 3 });
    else if (tag === 'p') {
      const t = text(m[2]);
      if (t) blocks.push({ type: 'paragraph', text: t });
    } else if (tag === 'table') blocks.push(table(m[0]));
    else blocks.push({ type: 'list', ordered: tag === 'ol', items: [...m[2].matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((li) => text(li[1])) });
  }
  return blocks;
}
