import type { IncomingMessage } from 'node:http';

export type Trust = (address: string, hop: number) => boolean;
export declare const CLIENT_ADDRESS_HEADER: string;
export declare function trustedProxiesFrom(raw: string | undefined): Trust;
export declare function clientAddressOf(req: IncomingMessage, trust: Trust): string;
export declare function fromTrustedProxy(req: IncomingMessage, trust: Trust): boolean;
