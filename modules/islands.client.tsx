'use client';

import dynamic from 'next/dynamic';

/**
 * The one island still listed here rather than beside its module: the biographies of the people grid.
 * Every other module's island is a `*.lazy.client.tsx` file in its own folder (docs/architecture.md,
 * "Client islands"); modules/PeopleGrid/ belongs to the leadership work in progress, so its island
 * moves to modules/PeopleGrid/PeopleGrid.lazy.client.tsx, and this file goes, when that work lands.
 */
export const BioDialog = dynamic(() => import('./PeopleGrid/PeopleGrid.client'));
