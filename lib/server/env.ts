import { redisConfigFromEnv } from '../cache/redis-connection.mjs';

/**
 * Every setting the server reads, parsed once with its default. The README's configuration table
 * lists the same names; a wrong value is a clear start-up error, not a failure on some request.
 */
function int(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function url(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error();
    return raw.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} must be an http(s) URL (got "${raw}")`);
  }
}

/** An SMTP URL (smtp: or smtps:), or undefined when unset. */
function smtpUrl(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  try {
    if (!/^smtps?:$/.test(new URL(raw).protocol)) throw new Error();
    return raw;
  } catch {
    throw new Error(`${name} must be an smtp:// or smtps:// URL (got a value that is not)`);
  }
}

/** A shared secret: unset disables what it guards; a short one is refused so it cannot be guessed. */
function secret(name: string, minLength: number): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (raw.length < minLength) throw new Error(`${name} must be at least ${minLength} characters long (got ${raw.length})`);
  return raw;
}

/** A Google Tag Manager container ID ("GTM-" and letters or digits), or undefined when unset. */
function gtmId(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  if (!raw) return undefined;
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(raw)) throw new Error(`${name} must be a Google Tag Manager container ID like GTM-ABC1234 (got "${raw}")`);
  return raw;
}

export const env = {
  /** Base of a headless CMS API, e.g. https://cms.example.com/api. Unset: the embedded store. */
  contentApiUrl: url('CONTENT_API_URL'),
  /** Timeout of one CMS request in milliseconds (0: none, the spec's HTTP default). */
  contentTimeoutMs: int('CONTENT_TIMEOUT_MS', 8000, 0, 120_000),
  /** Public origin of the site, for canonical URLs, hreflang, sitemap and Open Graph. */
  siteUrl: url('SITE_URL') ?? 'http://localhost:3000',
  /** Secret of the preview enter route and key of the embedded store's preview tokens. Unset: no preview. */
  previewSecret: secret('PREVIEW_SECRET', 16),
  /** Lifetime of a preview session in seconds. */
  previewTtlSeconds: int('PREVIEW_TTL_SECONDS', 3600, 60, 7 * 24 * 3600),
  /** Secret the CMS webhook sends to /api/revalidate. Unset: the webhook answers 404. */
  revalidateSecret: secret('REVALIDATE_SECRET', 16),
  /** Google Tag Manager container, loaded only after performance consent. Unset: no tag at all. */
  gtmId: gtmId('GTM_ID'),
  /**
   * Key that signs the forms' XSRF tokens. Unset: a random key per process, so tokens stop
   * working after a restart and on other instances; set it when several instances serve the site.
   */
  formsSecret: secret('FORMS_SECRET', 32),
  /** Accepted form posts per client address, form and minute (shared through Redis when configured). */
  formsRateLimit: int('FORMS_RATE_LIMIT', 5, 1, 10_000),
  /** Gift-user lookups and creations per client address and minute. */
  lookupRateLimit: int('LOOKUP_RATE_LIMIT', 30, 1, 100_000),
  /** Search API calls (the results list's "more") per client address and minute. */
  searchRateLimit: int('SEARCH_RATE_LIMIT', 60, 1, 100_000),
  /** SMTP server of outgoing mail, e.g. smtp://user:pass@mail.example.com:587. Unset: .eml files in mailOutboxDir. */
  smtpUrl: smtpUrl('SMTP_URL'),
  /** Folder of the embedded mail outbox (one .eml file per message) when SMTP_URL is unset. */
  mailOutboxDir: process.env.MAIL_OUTBOX_DIR?.trim() || './.data/mail',
  /** Sender of every mail. */
  mailFrom: process.env.MAIL_FROM?.trim() || `HACTL <no-reply@${new URL(url('SITE_URL') ?? 'http://localhost:3000').hostname}>`,
  /** Who is told about each contact enquiry and IATA application. */
  mailOperatorTo: process.env.MAIL_OPERATOR_TO?.trim() || `enquiries@${new URL(url('SITE_URL') ?? 'http://localhost:3000').hostname}`,
  /** How long a newsletter confirmation link works, in hours. */
  confirmLinkTtlHours: int('CONFIRM_LINK_TTL_HOURS', 48, 1, 24 * 30),
  /** Bearer secret of GET /api/forms/export; unset: the endpoint is disabled (404). */
  exportToken: secret('EXPORT_TOKEN', 24),
  /**
   * Redis of the shared page cache (REDIS_URL, REDIS_KEY_PREFIX, REDIS_TIMEOUT_MS); null: Next's
   * file cache on this server. The cache handler (plain ESM, loaded by Node) reads the same function.
   */
  redis: redisConfigFromEnv(),
};
