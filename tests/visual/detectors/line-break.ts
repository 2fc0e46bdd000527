/**
 * Line breaking a reader trips over: a word or number broken across lines with no hyphen drawn
 * ("SuperTermin" / "al Two"), a number range split at its dash ("2020-" / "2021"), a hyphenated name
 * in a name or title leaving a stub of three letters or fewer ("Wing-" / "kei"); and, in Chinese, a heading,
 * button, tab or menu label whose last line is one character alone, or a short label (8 characters
 * or fewer) that wraps at all.
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
      const LABELS = 'h1, h2, h3, h4, h5, h6, [role=heading], button, [role=button], [role=tab], [role=menuitem], nav a, a[class*="button" i], a[class*="btn" i]';
      const PUNCT = /[\p{P}\p{S}\s]/u;
      for (const el of document.querySelectorAll(LABELS)) {
        if (reported.has(el) || !v.isVisible(el)) continue;
        const label = (el.textContent ?? '').trim();
        if (!v.isCjk(label)) continue;
        // Each text node on its own: a label made of an eyebrow and a title (two blocks) is two lines by design.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
          const lines: { top: number; chars: string[] }[] = [];
          for (let i = 0; i < n.data.length; i++) {
            const ch = n.data[i];
            if (PUNCT.test(ch)) continue;
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            const r = range.getBoundingClientRect();
            if (r.width === 0) continue;
            const line = lines.find((l) => Math.abs(l.top - r.top) < r.height / 2);
            if (line) line.chars.push(ch);
            else lines.push({ top: r.top, chars: [ch] });
          }
          if (lines.length < 2) continue;
          lines.sort((p, q) => p.top - q.top);
          const count = lines.reduce((sum, l) => sum + l.chars.length, 0);
          const last = lines[lines.length - 1].chars;
          let why: string | null = null;
          if (count <= 8) why = `the short label "${n.data.trim()}" wraps onto ${lines.length} lines`;
          else if (last.length === 1) why = `its last line is the single character "${last[0]}"`;
          if (!why) continue;
          found.push({ detector: 'line-break', message: why, element: v.describe(el), rect: v.box(el) });
          break;
        }
      }
      return found;
    }, info.lang.startsWith('zh'));
  },
};
