// @ts-check
/**
 * Who sent a request. The address comes from the socket, unless the socket's peer is one of the
 * operator's trusted proxies (TRUSTED_PROXIES): then X-Forwarded-For is read from the right, over
 * every trusted hop, as proxy-addr (Express's implementation) does. With no trusted proxy (the
 * default) no forwarding header is believed, so a client cannot choose its own address, nor pass
 * off a victim's.
 */
import proxyAddr from 'proxy-addr';

/** The header server.mjs sets for route handlers: the resolved client address, never a client's. */
export const CLIENT_ADDRESS_HEADER = 'x-hactl-client-address';

/**
 * @param {string | undefined} raw TRUSTED_PROXIES: addresses, CIDR ranges or proxy-addr's names
 *   (loopback, linklocal, uniquelocal), separated by commas
 * @returns {(address: string, hop: number) => boolean}
 */
export function trustedProxiesFrom(raw) {
  const list = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  try {
    return proxyAddr.compile(list);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must be addresses, CIDR ranges or loopback/linklocal/uniquelocal, separated by commas (got "${raw}"): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trust
 */
export function clientAddressOf(req, trust) {
  const socketAddress = req.socket?.remoteAddress;
  if (!socketAddress) return 'unknown';
  return proxyAddr(req, trust);
}

/**
 * Whether the forwarding headers of this request come from a trusted proxy.
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trust
 */
export function fromTrustedProxy(req, trust) {
  const socketAddress = req.socket?.remoteAddress;
  return socketAddress !== undefined && socketAddress !== '' && trust(socketAddress, 0);
}
