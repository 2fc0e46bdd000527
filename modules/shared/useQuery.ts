'use client';

import { useSearchParams } from 'next/navigation';

const NONE = new URLSearchParams();

/**
 * The URL's search params. Next returns null outside its router (component tests, pages
 * rendered without the app router); an empty set is the same "nothing filtered" state.
 */
export function useQuery(): Pick<URLSearchParams, 'get'> {
  return useSearchParams() ?? NONE;
}
