/** Every detector of the visual sweep, in the order their findings are listed. */
import type { Detector } from '../types';
import { clippedText } from './clipped-text';
import { contrast } from './contrast';
import { controlEdge } from './control-edge';
import { emptyFirstScreen } from './empty-first-screen';
import { firstVisit } from './first-visit';
import { image } from './image';
import { lineBreak } from './line-break';
import { overflow } from './overflow';
import { overlap } from './overlap';
import { tapTarget } from './tap-target';

export const DETECTORS: readonly Detector[] = [overflow, clippedText, overlap, contrast, controlEdge, lineBreak, tapTarget, image, emptyFirstScreen, firstVisit];
