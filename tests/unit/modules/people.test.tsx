/**
 * The leadership's typographic portraits (issue 29): each person of the board and the management is
 * a name plate set in HTML, their name and post in the page's language, the same for everyone; no
 * picture unless the operator supplies a real photograph, which then goes above the plate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { onInvalidContent } from '@/lib/content/primitives';
import { LANGS, type Lang } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/messages';
import PeopleGrid from '@/modules/PeopleGrid/PeopleGrid';
import { MODULE_SCHEMAS } from '@/modules/schemas';
import { CONTENT_ROOT } from '../content-store';
import * as fx from './fixtures';
import { renderEn } from './intl';

type Entry = { module: string; content: unknown };

/** The shipped leadership page's people modules (board, management) in a language, parsed as the site parses them. */
function leadership(lang: Lang) {
  const json = JSON.parse(readFileSync(path.join(CONTENT_ROOT, lang, 'aboutUs', 'leadership.json'), 'utf8')) as { data: { pageContent: Entry[] } };
  return json.data.pageContent.filter((m) => m.module === 'peopleGrid').map((m) => MODULE_SCHEMAS.peopleGrid.parse(m.content));
}

/** The card (list item) whose heading is `name`. */
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe.each(LANGS)('leadership cards in %s', (lang) => {
  const modules = leadership(lang);
  const people = modules.flatMap((m) => m.items);

  async function renderPage() {
    const messages = await loadMessages(lang);
    return render(
      <NextIntlClientProvider locale={lang} messages={messages} timeZone="Asia/Hong_Kong">
        {modules.map((content, i) => (
          <PeopleGrid key={i} content={content} lang={lang} />
        ))}
      </NextIntlClientProvider>,
    );
  }

  it('name the board and the management: eight people', () => {
    expect(people).toHaveLength(8);
  });

  it('set each name and post on the name plate, with no image but a photograph the content gives', async () => {
    const messages = await loadMessages(lang);
    const { container } = await renderPage();
    // Today no one has a photograph: the page shows no image at all.
    expect(container.querySelectorAll('img, picture, video, svg')).toHaveLength(people.filter((p) => p.photo).length);
    for (const person of people) {
      const card = cardOf(person.name);
      const plate = card.querySelector('.plate')!;
      if (person.photo) expect(plate).not.toHaveClass('portrait');
      else {
        expect(card.querySelector('img')).toBeNull();
        expect(plate).toHaveClass('portrait');
      }
      expect(within(plate as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(person.name);
      expect(plate.querySelector('.position')).toHaveTextContent(person.position);
      // Under the plate, the biography's button, named in the page's language and for the person.
      const opener = within(card).getByRole('button');
      expect(opener).toHaveTextContent(`${(messages.modules as Record<string, string>).viewBio}`);
      expect(opener).toHaveAccessibleName(expect.stringContaining(person.name));
    }
  });
});

test('the Chinese cards carry the Chinese names, the English ones the English names', () => {
  const names = (lang: Lang) => leadership(lang).flatMap((m) => m.items.map((p) => `${p.name} | ${p.position}`));
  expect(names('en')[0]).toBe('Richard Chan Wing-kei | Chairman');
  expect(names('zh-hk')[0]).toBe('陳永基 | 主席');
  expect(names('zh-cn')[0]).toBe('陈永基 | 董事长');
  expect(names('zh-hk')[5]).toBe('何嘉欣 | 財務總監');
});

describe('a photograph the operator supplies', () => {
  const [grace, daniel] = fx.peopleGrid.items;

  it('goes above the name plate, which becomes its caption; a person without one keeps the typographic portrait', () => {
    const content = MODULE_SCHEMAS.peopleGrid.parse({ ...fx.peopleGrid, items: [grace, { ...daniel, photo: undefined }] });
    renderEn(<PeopleGrid content={content} lang="en" />);
    const withPhoto = cardOf('Grace Wong');
    const img = within(withPhoto).getByRole('img', { name: 'Photo of grace' });
    const plate = withPhoto.querySelector('.plate')!;
    expect(img.compareDocumentPosition(plate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(plate).not.toHaveClass('portrait');
    expect(plate).toHaveTextContent('Grace WongChief Executive');

    const without = cardOf('Daniel Lee');
    expect(within(without).queryByRole('img')).toBeNull();
    expect(without.querySelector('.plate')).toHaveClass('portrait');
  });

  it('is optional: a person without one, or with a broken one, is kept, never dropped', () => {
    const invalid: string[] = [];
    const off = onInvalidContent((where) => invalid.push(where));
    const { photo: _photo, ...noPhoto } = grace;
    const content = MODULE_SCHEMAS.peopleGrid.parse({ items: [noPhoto, { ...daniel, photo: { type: 'image', desktop: { mediaUrl: 'javascript:alert(1)' } } }] });
    off();
    expect(invalid).toEqual([]);
    expect(content.items.map((p) => [p.name, p.photo])).toEqual([
      ['Grace Wong', undefined],
      ['Daniel Lee', undefined],
    ]);
  });
});
