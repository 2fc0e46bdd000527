export function dHash(input: string | Buffer): Promise<bigint>;
export function hamming(a: bigint, b: bigint): number;
export interface Comparison {
  /** the same bytes */
  identical: boolean;
  sameSize: boolean;
  /** largest difference of one channel of one pixel, 0-255, decoded to RGBA */
  maxDiff: number;
  /** pixels that differ at all */
  pixels: number;
  /** difference-hash bits apart */
  hashBits: number;
}
export function compareImages(a: string | Buffer, b: string | Buffer): Promise<Comparison>;
