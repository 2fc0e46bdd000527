'use client';

import dynamic from 'next/dynamic';

/**
 * CookiePanel.client.tsx in a chunk of its own, fetched when the panel first opens: most visits
 * never open it, and its code was 0.8 KB gzip of every first visit. Never in the server HTML (the
 * consent state is null there), so nothing waits for it to hydrate.
 */
export default dynamic(() => import('./CookiePanel.client'), { ssr: false });
