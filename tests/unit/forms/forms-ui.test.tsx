import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import IataCourseState from '@/modules/IataCourse/IataCourseState.client';
import ContactFormClient from '@/modules/ContactForm/ContactForm.client';
import IataApplicationFormClient from '@/modules/IataApplicationForm/IataApplicationForm.client';
import SubscriptionFormClient from '@/modules/SubscriptionForm/SubscriptionForm.client';
import { Providers, renderWithIntl } from '../chrome/test-utils';
import { mockApi } from './mock-api';

// Typing a whole form on a shared, busy machine takes longer than jest's default 5 s.
jest.setTimeout(30_000);

jest.mock('next/navigation', () => ({ usePathname: () => '/en/services/iata-training/cargo-introductory-course' }));

/** The three forms in the browser: per-field errors, nothing typed lost, XSRF header, thank-you dialog. */
const server = mockApi();

const privacy = '/en/privacy-notice';

describe('contact form', () => {
  it('shows each missing field next to it, links them in a summary and focuses the first', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ContactFormClient lang="en" headingId="h" privacyHref={privacy} />);
    await user.type(screen.getByLabelText(/Full name/), 'Chan Tai Man');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const type = screen.getByRole('combobox', { name: /Enquiry type/ });
    await waitFor(() => expect(type).toHaveFocus());
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(type).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please confirm that you have read the Privacy Notice.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 5 fields:');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Chan Tai Man');
    expect(screen.getByRole('textbox', { name: /Full name/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', privacy);
  });

  it('scrolls the error summary into view and focuses the first field without scrolling again', async () => {
    // jsdom has no scrollIntoView or layout: the calls are what WebKit needed (docs/testing.md, Firefox and WebKit).
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    try {
      const user = userEvent.setup();
      renderWithIntl(<ContactFormClient lang="en" headingId="h" privacyHref={privacy} />);
      await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
      const type = screen.getByRole('combobox', { name: /Enquiry type/ });
      await waitFor(() => expect(type).toHaveFocus());
      expect(scrolled).toEqual([screen.getByRole('alert')]);
      expect(focus.mock.contexts.at(-1)).toBe(type);
      // jsdom lays nothing out: every box is at 0, inside the viewport, so no second scroll.
      expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);
    } finally {
      focus.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  async function fillContact(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByRole('combobox', { name: /Enquiry type/ }), 'export');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Chan Tai Man');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'tm.chan@example.com');
    await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Cut-off times');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'When is the cut-off?');
    await user.click(screen.getByRole('checkbox'));
  }

  it('sends JSON with the XSRF header and opens the thank-you dialog', async () => {
    let sent: { header: string | null; body: Record<string, unknown> } | null = null;
    server.use(
      http.post('*/api/forms/contact', async ({ request }) => {
        sent = { header: request.headers.get('X-XSRF-TOKEN'), body: (await request.json()) as Record<string, unknown> };
        return HttpResponse.json({ ok: true, id: 'x' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithIntl(<ContactFormClient lang="en" headingId="h" privacyHref={privacy} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for contacting us' })).toBeVisible();
    expect(sent).toEqual({
      header: 'token-1',
      body: expect.objectContaining({ enquiryType: 'export', name: 'Chan Tai Man', consent: true, lang: 'en', website: '' }),
    });
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  });

  it('posts once when Send is pressed twice before the sending code has answered', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/forms/contact', () => {
        posts += 1;
        return HttpResponse.json({ ok: true, id: 'x' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithIntl(<ContactFormClient lang="en" headingId="h" privacyHref={privacy} />);
    await fillContact(user);
    const form = screen.getByRole('button', { name: 'Send enquiry' }).closest('form')!;
    // Both presses land before the first has loaded the sending code and turned the button busy.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByRole('dialog', { name: 'Thank you for contacting us' })).toBeVisible();
    expect(posts).toBe(1);
  });

  it('shows the server\'s field errors and keeps what was typed', async () => {
    server.use(http.post('*/api/forms/contact', () => HttpResponse.json({ ok: false, errors: { subject: 'invalid' } }, { status: 400 })));
    const user = userEvent.setup();
    renderWithIntl(<ContactFormClient lang="en" headingId="h" privacyHref={privacy} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    await waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    expect(subject).toHaveAccessibleDescription(/This value is not accepted/);
    expect(subject).toHaveValue('Cut-off times');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('When is the cut-off?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('before the form\'s code has run', () => {
  it('renders a submit button that does not submit, so the browser never sends the fields in a URL', () => {
    const html = renderToString(
      <Providers>
        <SubscriptionFormClient lang="en" headingId="h" privacyHref={privacy} />
      </Providers>,
    );
    const button = /<button[^>]*>Subscribe<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-disabled="true"');
  });

  it('submits once hydrated', () => {
    renderWithIntl(<SubscriptionFormClient lang="en" headingId="h" privacyHref={privacy} />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('subscription form', () => {
  it('shows a rate-limit answer as a message of the form, keeping the fields', async () => {
    server.use(http.post('*/api/forms/subscription', () => HttpResponse.json({ ok: false, errors: { _form: 'rateLimited' } }, { status: 429 })));
    const user = userEvent.setup();
    renderWithIntl(<SubscriptionFormClient lang="en" headingId="h" privacyHref={privacy} />);
    expect(screen.getByRole('combobox', { name: /Newsletter language/ })).toHaveValue('en');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'reader@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Reader');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several requests in a short time.');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('reader@example.com');
  });
});

describe('IATA application form', () => {
  const course = { title: 'Cargo Introductory Course', code: 'CIC', sessions: [{ date: '2027-01-11', seats: 15 }, { date: '2027-03-08', seats: 20 }] };

  it('offers the course dates and countries in searchable selects with the no-match message', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/forms/iata-application', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ok: true, id: 'x' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <IataCourseState course={course} />
        <IataApplicationFormClient lang="en" headingId="h" privacyHref={privacy} />
      </>,
    );
    expect(screen.getByText('You are applying for: Cargo Introductory Course (CIC)')).toBeInTheDocument();
    // Until focused, each select is a plain input; focus swaps in react-select with what was typed.
    expect(document.querySelector('.rs__control')).toBeNull();
    await user.type(screen.getByRole('combobox', { name: /Country \/ territory/ }), 'Atlantis');
    expect(await screen.findByText('Sorry, no matching options.')).toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /Country \/ territory/ });
    expect(country).toHaveFocus();
    expect(country).toHaveValue('Atlantis');
    await user.clear(country);
    await user.type(country, 'Hong Kong{Enter}');
    await user.click(screen.getByRole('combobox', { name: /Course date/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Course date/ })).toHaveFocus());
    await user.keyboard('March{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Wong Siu Ming');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'wong@example.com');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+852 9123 4567');
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Kowloon Forwarders');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your application' })).toBeVisible();
    expect(sent).toEqual(expect.objectContaining({ courseId: 'cargo-introductory-course', sessionDate: '2027-03-08', country: 'HK', lang: 'en' }));
  });

  it('names the countries only when a visitor opens the field', async () => {
    // A first Intl.DisplayNames loads ICU's region names: tens of milliseconds on a phone, which the
    // page's load must not pay. zh-cn: no other test here has built that language's list.
    const Original = Intl.DisplayNames;
    let made = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    }
    // Intl's properties are writable; TypeScript's lib types call them read-only.
    Object.defineProperty(Intl, 'DisplayNames', { value: Counting, writable: true, configurable: true });
    try {
      const user = userEvent.setup();
      renderWithIntl(<IataApplicationFormClient lang="zh-cn" headingId="h" privacyHref={privacy} />);
      expect(made).toBe(0);
      await user.click(screen.getByRole('combobox', { name: /Country \/ territory/ }));
      await waitFor(() => expect(document.querySelector('.rs__control')).not.toBeNull());
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: Original, writable: true, configurable: true });
    }
  });

  it('marks a missing date and country as errors on the searchable selects', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <IataCourseState course={course} />
        <IataApplicationFormClient lang="en" headingId="h" privacyHref={privacy} />
      </>,
    );
    await screen.findByRole('combobox', { name: /Country \/ territory/ });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    // Focus on the first error loads react-select there, focused, still described by the error.
    await waitFor(() => expect(document.querySelector('.rs__control')).not.toBeNull());
    const date = screen.getByRole('combobox', { name: /Course date/ });
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByRole('combobox', { name: /Country \/ territory/ })).toHaveAccessibleDescription('Please fill in this field.');
  });

  it.each([
    ['en', ['11 January 2027', '8 March 2027']],
    ['zh-hk', ['2027年1月11日', '2027年3月8日']],
    ['zh-cn', ['2027年1月11日', '2027年3月8日']],
  ] as const)('%s: a click on the course date opens the list of dates, in the language\'s format', async (lang, labels) => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <IataCourseState course={course} />
        <IataApplicationFormClient lang={lang} headingId="h" privacyHref={privacy} />
      </>,
    );
    const field = document.getElementById(screen.getAllByRole('combobox')[0].id)!;
    await user.click(field);
    // The menu is open without typing or pressing the down arrow.
    const listbox = await screen.findByRole('listbox');
    expect([...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(labels);
  });

  it('Tab alone focuses the course date without opening its list', async () => {
    renderWithIntl(
      <>
        <IataCourseState course={course} />
        <IataApplicationFormClient lang="en" headingId="h" privacyHref={privacy} />
      </>,
    );
    const date = screen.getByRole('combobox', { name: /Course date/ });
    act(() => date.focus());
    await waitFor(() => expect(document.querySelector('.rs__control')).not.toBeNull());
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
