'use client';

import dynamic from 'next/dynamic';

/** PreviewBadge.client.tsx in a chunk of its own, fetched only by a page rendered in preview mode: a visitor's pages never show it. */
export default dynamic(() => import('./PreviewBadge.client'));
