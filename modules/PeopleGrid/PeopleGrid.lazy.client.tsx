'use client';

import dynamic from 'next/dynamic';

/** PeopleGrid.client.tsx in a chunk of its own, fetched only by a page that shows it (docs/architecture.md, "Client islands"). */
export default dynamic(() => import('./PeopleGrid.client'));
