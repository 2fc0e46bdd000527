/** Small JSON answers of the control routes (preview, revalidation): never cached, never indexed. */
export function controlJson(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
  });
}
