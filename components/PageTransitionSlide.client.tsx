'use client';

import { LazyMotion, domAnimation, m } from 'framer-motion';
import type { ReactNode } from 'react';

/** Distance (px) and duration of the slide. */
const SLIDE_OFFSET = 40;
const SLIDE_DURATION_S = 0.3;

/**
 * The sliding page of PageTransition. framer-motion is used only here, only through LazyMotion and
 * `m`, and this file is loaded on demand (see loadPageSlide in PageTransition.client.tsx): a first visit
 * never downloads the animation library, only a visitor who is about to navigate does.
 */
export default function PageTransitionSlide({ direction, children }: { direction: 1 | -1; children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        initial={{ x: direction * SLIDE_OFFSET, opacity: 0 }}
        animate={{ x: 0, opacity: 1 }}
        transition={{ duration: SLIDE_DURATION_S, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
