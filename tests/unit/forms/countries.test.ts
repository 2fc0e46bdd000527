import { COUNTRY_CODES, countryOptions } from '@/lib/forms/countries';

describe('countryOptions', () => {
  it('names every country in the language and sorts them as that language sorts', () => {
    for (const locale of ['en', 'zh-HK']) {
      const options = countryOptions(locale);
      expect(options.map((o) => o.value).sort()).toEqual([...COUNTRY_CODES].sort());
      const labels = options.map((o) => o.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(locale).compare));
    }
    expect(countryOptions('en').find((o) => o.value === 'HK')?.label).toBe('Hong Kong SAR China');
    expect(countryOptions('zh-HK').find((o) => o.value === 'HK')?.label).toMatch(/香港/);
  });

  it('builds each language once', () => {
    expect(countryOptions('en')).toBe(countryOptions('en'));
  });
});
