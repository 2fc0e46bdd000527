/**
 * Calls `onFirst` with the element's first visibility report and `onVisible` once it is visible,
 * then stops watching. The spec's legacy check polled every 500 ms; an IntersectionObserver sees
 * the same moment without polling. Without IntersectionObserver the element counts as visible.
 * Returns a function that stops watching.
 */
export function observeOnceVisible(
  element: Element,
  { onFirst, onVisible }: { onFirst?: (entry: { visible: boolean; below: boolean }) => void; onVisible: () => void },
): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onFirst?.({ visible: true, below: false });
    onVisible();
    return () => {};
  }
  let first = true;
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    if (first) {
      first = false;
      const below = !entry.isIntersecting && entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? window.innerHeight);
      onFirst?.({ visible: entry.isIntersecting, below });
    }
    if (entry.isIntersecting) {
      observer.disconnect();
      onVisible();
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}
