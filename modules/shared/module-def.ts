import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Lang } from '@/lib/i18n';

/**
 * A page module as the registry knows it: the schema its CMS content must parse with, and the server
 * component that renders the parsed content. Each module folder's index.ts declares one (typed
 * `ModuleDef<typeof schema>`, so that the component's props follow the schema), and modules/catalog.ts
 * lists them all.
 */
export interface ModuleDef<S extends z.ZodType> {
  schema: S;
  Component: ComponentType<{ content: z.output<S>; lang: Lang }>;
}
