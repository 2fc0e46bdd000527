import type { SearchDoc } from './documents';
import { occurrences } from './match';
import type { SearchQuery } from './query';
import { snippetAt } from './snippet';

export interface SearchHit {
  url: string;
  title: string;
  snippet: string;
  score: number;
}

/** Occurrences counted per term and field; more says nothing more about relevance. */
const COUNT_CAP = 20;

/**
 * Rank every document that contains at least one term. Order of importance:
 * 1. the whole keyword as a phrase, then all terms, then some terms;
 * 2. how many terms matched;
 * 3. the phrase in the title, then how many terms are in the title;
 * 4. how often the terms occur in the body.
 * Each level's weight exceeds the largest total of the levels below it.
 */
export function rank(docs: SearchDoc[], query: SearchQuery): SearchHit[] {
  const { terms, phrase } = query;
  if (terms.length === 0) return [];
  const multi = terms.length > 1;
  const hits: SearchHit[] = [];

  for (const doc of docs) {
    let matched = 0;
    let inTitle = 0;
    let bodyCount = 0;
    let firstInBody = -1;
    for (const term of terms) {
      const titleHits = occurrences(doc.title.text, term, 1).length;
      const bodyHits = occurrences(doc.body.text, term, COUNT_CAP);
      if (titleHits + bodyHits.length === 0) continue;
      matched++;
      inTitle += titleHits;
      bodyCount += bodyHits.length;
      if (bodyHits.length > 0 && (firstInBody === -1 || bodyHits[0] < firstInBody)) firstInBody = bodyHits[0];
    }
    if (matched === 0) continue;

    const phraseInTitle = multi && occurrences(doc.title.text, phrase, 1).length > 0;
    const phraseInBody = multi ? (occurrences(doc.body.text, phrase, 1)[0] ?? -1) : -1;
    const tier = phraseInTitle || phraseInBody !== -1 ? 3 : matched === terms.length ? 2 : 1;
    const score = tier * 1_000_000 + matched * 10_000 + (phraseInTitle ? 5_000 : 0) + inTitle * 400 + Math.min(bodyCount, 399);
    // The snippet starts where the phrase (or else the first term) first occurs in the body.
    const at = phraseInBody !== -1 ? phraseInBody : firstInBody;
    hits.push({ url: doc.url, title: doc.title.raw, snippet: snippetAt(doc.body, at), score });
  }
  return hits.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title) || a.url.localeCompare(b.url));
}
