import { useRouter } from 'next/navigation';
import { useEffect, type RefObject } from 'react';
import { inAppPath } from '@/lib/routing/in-app-path';

/**
 * The cookie panel's rich-text links: in-app like every internal link (components/InAppNavigation.client.tsx
 * routes those), and the panel closes behind them (`onNavigate`). This handler runs before the
 * document-wide one, which then leaves the handled click alone.
 */
export function useInAppLinks(ref: RefObject<HTMLElement | null>, onNavigate?: () => void): void {
  const router = useRouter();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const path = inAppPath(event, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      // Scroll is decided per route by components/RouteEffects, as for every internal link.
      router.push(path, { scroll: false });
      onNavigate?.();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [ref, router, onNavigate]);
}
