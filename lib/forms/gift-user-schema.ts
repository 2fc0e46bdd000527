import { z } from 'zod';

/**
 * Gift users (spec sections 3 and 7: records with attributes and a UserID; their use is not
 * shown). A record is a flat object of at most 50 attributes with plain values, one of which is
 * the caller's UserID; nothing nested, so nothing unexpected can be stored or echoed.
 */
export const GIFT_USER_ID = /^[A-Za-z0-9_.@:-]{1,128}$/;

const attributeValue = z.union([
  z.string().max(1000).refine((v) => !/[\u0000-\u0008\u000B-\u001F\u007F]/.test(v), 'control characters'),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

export const giftUserAttributes = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/), attributeValue)
  .refine((attributes) => Object.keys(attributes).length <= 50, 'at most 50 attributes')
  .and(z.object({ UserID: z.string().regex(GIFT_USER_ID) }));

export type GiftUserAttributes = z.output<typeof giftUserAttributes>;

export interface GiftUser {
  id: number;
  attributes: GiftUserAttributes;
}
