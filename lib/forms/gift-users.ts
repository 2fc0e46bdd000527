import { postWithXsrf } from './client';
import type { GiftUser, GiftUserAttributes } from './gift-user-schema';

/**
 * Client functions of the gift-user calls (spec section 7). As the spec says, they propagate
 * failures: any answer outside 200–299, a network error or an unexpected body throws.
 */
const GIFT_USERS_PATH = '/api/gift-users';

export class GiftUserRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'GiftUserRequestError';
  }
}

async function readJson(response: Response, what: string): Promise<unknown> {
  if (response.status < 200 || response.status > 299) throw new GiftUserRequestError(`${what} failed with HTTP ${response.status}`, response.status);
  try {
    return await response.json();
  } catch {
    throw new GiftUserRequestError(`${what} answered with invalid JSON`, response.status);
  }
}

function isGiftUser(value: unknown): value is GiftUser {
  if (!value || typeof value !== 'object') return false;
  const v = value as GiftUser;
  return typeof v.id === 'number' && typeof v.attributes === 'object' && v.attributes !== null && typeof v.attributes.UserID === 'string';
}

/** GET /api/gift-users?filters[UserID][$eq]={id}&populate=* — data[0], or null when none exists. */
export async function fetchGiftUser(userId: string): Promise<GiftUser | null> {
  const query = `filters${encodeURIComponent('[UserID][$eq]')}=${encodeURIComponent(userId)}&populate=*`;
  const response = await fetch(`${GIFT_USERS_PATH}?${query}`, { credentials: 'same-origin', cache: 'no-store' });
  const body = (await readJson(response, 'Reading the gift user')) as { data?: unknown };
  if (!Array.isArray(body?.data) || !body.data.every(isGiftUser)) throw new GiftUserRequestError('Unexpected gift-user answer', response.status);
  return body.data[0] ?? null;
}

/** POST /api/gift-users — multipart with a `data` field holding the JSON of the user data. */
export async function createGiftUser(attributes: GiftUserAttributes): Promise<GiftUser> {
  const form = new FormData();
  form.append('data', JSON.stringify(attributes));
  const response = await postWithXsrf(GIFT_USERS_PATH, form);
  const body = (await readJson(response, 'Saving the gift user')) as { data?: unknown };
  if (!isGiftUser(body?.data)) throw new GiftUserRequestError('Unexpected gift-user answer', response.status);
  return body.data;
}
