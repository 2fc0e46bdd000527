import type { Queryable } from './connect.mjs';

/** A gift-user record in the shape of the spec's calls: { id, attributes } with attributes.UserID. */
export interface GiftUserRow {
  id: number;
  attributes: Record<string, unknown> & { UserID: string };
}

type Stored = {
  id: string;
  user_id: string;
  attributes: Record<string, unknown> | string;
};

function toRow(stored: Stored): GiftUserRow {
  // node-postgres parses jsonb; keep working if a driver hands back its text.
  const attributes = typeof stored.attributes === 'string' ? (JSON.parse(stored.attributes) as Record<string, unknown>) : stored.attributes;
  return { id: Number(stored.id), attributes: { ...attributes, UserID: stored.user_id } };
}

export async function findGiftUsers(db: Queryable, userId: string): Promise<GiftUserRow[]> {
  const { rows } = await db.query<Stored>('SELECT id::text AS id, user_id, attributes FROM gift_users WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map(toRow);
}

/** @returns the new record, or null when the UserID exists already. */
export async function createGiftUser(db: Queryable, userId: string, attributes: Record<string, unknown>): Promise<GiftUserRow | null> {
  const { rows } = await db.query<Stored>(
    `INSERT INTO gift_users (user_id, attributes) VALUES ($1, $2::jsonb)
     ON CONFLICT (user_id) DO NOTHING
     RETURNING id::text AS id, user_id, attributes`,
    [userId, JSON.stringify(attributes)],
  );
  return rows[0] ? toRow(rows[0]) : null;
}
