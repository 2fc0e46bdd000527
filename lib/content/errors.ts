/** The content does not exist (unknown path or id): the page answers the localized 404. */
export class ContentNotFoundError extends Error {
  constructor(readonly path: string) {
    super(`No content at ${path}`);
    this.name = 'ContentNotFoundError';
  }
}

/** The backend failed (timeout, non-2xx, invalid JSON). Served from the last good copy when there is one. */
export class ContentUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`Content backend failed for ${path}: ${reason}`);
    this.name = 'ContentUnavailableError';
  }
}
