import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Refusal {
  status: number;
  message: string;
}
export declare function hasInvalidUtf8Escape(path: string): boolean;
export declare function gateRequest(req: IncomingMessage, options: { trust: (address: string, hop: number) => boolean }): Refusal | null;
export declare function sendRefusal(res: ServerResponse, refusal: Refusal): void;
