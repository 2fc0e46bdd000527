// @ts-check
import net from 'node:net';

/**
 * Sends raw HTTP/1.1 bytes to 127.0.0.1:`port` (so the request line can be absolute-form or broken)
 * and resolves with the status of the answer's status line: 0 when the connection fails, ends
 * without one or stays silent for 10 s. Shared by the request gate's unit test and the soak run.
 * @param {number} port
 * @param {string} requestLine
 * @param {Record<string, string>} [headers]
 * @param {string} [body]
 * @returns {Promise<number>}
 */
export function rawStatus(port, requestLine, headers = {}, body = '') {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (match) {
        resolve(Number(match[1]));
        socket.destroy();
      }
    });
    socket.on('close', () => resolve(0));
    socket.on('error', () => resolve(0));
    const lines = [requestLine, `Host: 127.0.0.1:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), 'Connection: close', '', body];
    socket.write(lines.join('\r\n'));
  });
}
