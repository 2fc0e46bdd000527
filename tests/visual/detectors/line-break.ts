/**
 * Line breaking a reader trips over: a word or number broken across lines with no hyphen drawn
 * ("SuperTermin" / "al Two"), a number range split at its dash ("2020-" / "2021"), a hyphenated name
 * in a name or title leaving a stub of three letters or fewer ("Wing-" / "kei"); and, in Chinese, a heading,
 * button, tab, menu label, FAQ question (<summary>) or table cell whose last line is one character
 * alone ("貨" / "物？", "下午6" / "時"), that splits a word across lines ("學" / "徒": the words from the
 * browser's Intl.Segmenter), or a short label (8 characters or fewer) that wraps at all. Lines are
 * the painted ones: each character's box from a Range, grouped by its top.
 */
import type { Detector, Finding } from '../types';

export const lineBreak: Detector = {
  name: 'line-break',
  async run({ page, info }) {
    return page.evaluate((chinese) => {
      const v = window.__visual;
      const found: Finding[] = [];
      const lineTops = (rects: DOMRect[]) => {
        const tops: number[] = [];
        for (const r of rects) if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
        return tops;
      };
      const reported = new Set<Element>();
      const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.,:/&_‐-]*[\p{L}\p{N}]/gu;
      const range = document.createRange();
      for (const run of v.textRuns()) {
        if (run.boxes.length < 2 || reported.has(run.element)) continue;
        const text = run.node.data;
        const autoHyphens = getComputedStyle(run.element).hyphens === 'auto';
        for (const match of text.matchAll(TOKEN)) {
          const token = match[0];
          if (v.isCjk(token)) continue;
          range.setStart(run.node, match.index);
          range.setEnd(run.node, match.index + token.length);
          if (lineTops([...range.getClientRects()]).length < 2) continue;
          // Where the token breaks: the first character on a lower line.
          let at = 1;
          for (; at < token.length; at++) {
            range.setStart(run.node, match.index);
            range.setEnd(run.node, match.index + at + 1);
            if (lineTops([...range.getClientRects()]).length > 1) break;
          }
          const before = token.slice(0, at);
          const after = token.slice(at);
          const atHyphen = /[-‐/]$/.test(before);
          const numeric = /^[\d.,/‐-]+$/.test(token);
          let why: string | null = null;
          if (!atHyphen && !autoHyphens) why = `"${token}" is broken across lines as "${before}" / "${after}" with no hyphen`;
          else if (atHyphen && numeric) why = `the number "${token}" is split at its dash`;
          // In a name or a title (a short text), not in running prose where "build-" / "up" is plain typesetting.
          else if (atHyphen && text.trim().length <= 40 && after.replace(/[^\p{L}]/gu, '').length <= 3) why = `"${token}" breaks at its hyphen leaving "${after}" alone on the next line`;
          if (!why) continue;
          reported.add(run.element);
          found.push({ detector: 'line-break', message: why, element: v.describe(run.element), rect: v.box(run.element) });
          break;
        }
      }
      if (!chinese) return found;
      // Short Chinese texts a reader takes in as one unit: headings (news headlines are links in
      // them), buttons, tabs, menu labels, FAQ questions (<summary>) and table cells.
      const LABELS = 'h1, h2, h3, h4, h5, h6, [role=heading], button, [role=button], [role=tab], [role=menuitem], nav a, a[class*="button" i], a[class*="btn" i], summary, th, td, caption';
      const PUNCT = /[\p{P}\p{S}\s]/u;
      const HAN = /\p{Script=Han}/u;
      const words = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
      /** The box that lays out a text node's lines: its nearest ancestor that is not an inline box. */
      const blockOf = (node: Node): Element => {
        let el = node.parentElement!;
        while (el.parentElement && ['inline', 'contents'].includes(getComputedStyle(el).display)) el = el.parentElement;
        return el;
      };
      const checked = new Set<Element>();
      for (const el of document.querySelectorAll(LABELS)) {
        if (reported.has(el) || !v.isVisible(el)) continue;
        // A cell or a heading inside another label (a heading in a table cell) is looked at once, from the outer one.
        if (el.parentElement?.closest(LABELS) && checked.has(el.parentElement.closest(LABELS)!)) continue;
        checked.add(el);
        const label = (el.textContent ?? '').trim();
        if (!v.isCjk(label)) continue;
        // The text of each block on its own: a label made of an eyebrow and a title (two blocks) is
        // two lines by design. A block's text may be several text nodes (words set apart by <wbr>).
        const blocks = new Map<Element, { node: Text; i: number }[]>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
          const block = blockOf(n);
          const chars = blocks.get(block) ?? [];
          for (let i = 0; i < n.data.length; i++) chars.push({ node: n, i });
          blocks.set(block, chars);
        }
        for (const chars of blocks.values()) {
          const text = chars.map(({ node, i }) => node.data[i]).join('');
          // Each character's line (null for punctuation and spaces), lines ordered top to bottom.
          const tops: number[] = [];
          const lineOf: (number | null)[] = chars.map(({ node, i }) => {
            const ch = node.data[i];
            if (PUNCT.test(ch)) return null;
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const r = range.getBoundingClientRect();
            if (r.width === 0) return null;
            let line = tops.findIndex((t) => Math.abs(t - r.top) < r.height / 2);
            if (line < 0) line = tops.push(r.top) - 1;
            return line;
          });
          if (tops.length < 2) continue;
          const rank = [...tops.keys()].sort((a, b) => tops[a] - tops[b]);
          const lineChars = rank.map((line) => chars.filter((_, k) => lineOf[k] === line).map(({ node, i }) => node.data[i]));
          const count = lineChars.reduce((sum, l) => sum + l.length, 0);
          const last = lineChars[lineChars.length - 1];
          let why: string | null = null;
          // A short cell or question may wrap between its words (a phone's pinned table column is 40vw).
          if (count <= 8 && !el.matches('summary, th, td, caption')) why = `the short label "${text.trim()}" wraps onto ${tops.length} lines`;
          else if (last.length === 1) why = `its last line is the single character "${last[0]}"`;
          else if (words) {
            for (const { segment, index } of words.segment(text)) {
              if ([...segment].length < 2 || !HAN.test(segment)) continue;
              const on = new Set(lineOf.slice(index, index + segment.length).filter((l) => l !== null));
              if (on.size < 2) continue;
              const at = lineOf.slice(index, index + segment.length).findIndex((l) => l !== lineOf[index]);
              why = `the word "${segment}" is split across lines as "${segment.slice(0, at)}" / "${segment.slice(at)}"`;
              break;
            }
          }
          if (!why) continue;
          reported.add(el);
          found.push({ detector: 'line-break', message: why, element: v.describe(el), rect: v.box(el) });
          break;
        }
      }
      return found;
    }, info.lang.startsWith('zh'));
  },
};
