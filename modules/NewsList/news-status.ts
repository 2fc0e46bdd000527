/** The translator of `media.filters`, on the server or in the browser. */
type FiltersTranslator = (key: 'results' | 'showing', values: Record<string, number>) => string;

/**
 * The list's status line: "12 items · Showing 6 of 12". The server writes the unfiltered list's
 * line, so a first visit formats no number in the browser: the first Intl.NumberFormat a page
 * creates costs 30-80 ms of main thread on this machine (ICU loads its data), in the middle of the
 * island's first render (bench: "ICU formatting during a first visit").
 */
export function newsStatus(t: FiltersTranslator, count: number, shown: number): string {
  return count > shown ? `${t('results', { count })} · ${t('showing', { shown, total: count })}` : t('results', { count });
}
