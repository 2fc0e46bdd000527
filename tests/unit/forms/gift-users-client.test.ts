import { http, HttpResponse } from 'msw';
import { createGiftUser, fetchGiftUser, GiftUserRequestError } from '@/lib/forms/gift-users';
import { mockApi } from './mock-api';

/** The client functions of the gift-user calls: results on success, a thrown error on any failure. */
const server = mockApi();

const user = { id: 7, attributes: { UserID: 'member-7', giftCode: 'MOONCAKE' } };

it('fetchGiftUser asks with the spec filter and returns data[0], or null when there is none', async () => {
  let asked = '';
  server.use(
    http.get('*/api/gift-users', ({ request }) => {
      const url = new URL(request.url);
      asked = `${url.searchParams.get('filters[UserID][$eq]')} ${url.searchParams.get('populate')}`;
      return HttpResponse.json({ data: url.searchParams.get('filters[UserID][$eq]') === 'member-7' ? [user] : [] });
    }),
  );
  expect(await fetchGiftUser('member-7')).toEqual(user);
  expect(asked).toBe('member-7 *');
  expect(await fetchGiftUser('member-8')).toBeNull();
});

it.each([
  ['a 500', () => new HttpResponse(null, { status: 500 })],
  ['invalid JSON', () => new HttpResponse('{', { status: 200, headers: { 'Content-Type': 'application/json' } })],
  ['an unexpected body', () => HttpResponse.json({ data: [{ id: 'x' }] })],
  ['a network error', () => HttpResponse.error()],
])('fetchGiftUser throws on %s', async (_label, answer) => {
  server.use(http.get('*/api/gift-users', answer));
  await expect(fetchGiftUser('member-7')).rejects.toThrow();
});

it('createGiftUser posts multipart with a JSON data field and the XSRF header', async () => {
  let received: { header: string | null; data: unknown } | null = null;
  server.use(
    http.post('*/api/gift-users', async ({ request }) => {
      const form = await request.formData();
      received = { header: request.headers.get('X-XSRF-TOKEN'), data: JSON.parse(String(form.get('data'))) };
      return HttpResponse.json({ data: user }, { status: 201 });
    }),
  );
  expect(await createGiftUser(user.attributes)).toEqual(user);
  expect(received).toEqual({ header: 'token-1', data: user.attributes });
});

it('createGiftUser throws a GiftUserRequestError with the status when the server refuses', async () => {
  server.use(http.post('*/api/gift-users', () => HttpResponse.json({ data: null, error: { status: 409 } }, { status: 409 })));
  const failure = createGiftUser(user.attributes);
  await expect(failure).rejects.toBeInstanceOf(GiftUserRequestError);
  await expect(failure).rejects.toMatchObject({ status: 409 });
});
