import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CheckField, CheckFields, LookupForm, ManualCheckForm } from './check-parts';

const english = JSON.parse(
  readFileSync(new URL('../../../../public/langs/Localization+(en).json', import.meta.url), 'utf8'),
) as Record<string, string>;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { translation: english } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

describe('the verify page parts', () => {
  it('lists the data, a hash in mono', () => {
    const html = renderToStaticMarkup(
      <CheckFields>
        <CheckField label="Round" value="42" />
        <CheckField label="Hash" value="ab12" mono />
      </CheckFields>,
    );
    expect(html).toContain('<dt class="text-text-muted">Round</dt><dd class="">42</dd>');
    expect(html).toContain('<dd class="font-mono text-xs break-all">ab12</dd>');
  });

  it('looks up with a submit the caller disables', () => {
    const html = renderToStaticMarkup(
      <LookupForm label="Round number" value="" onChange={() => {}} disabled onSubmit={() => {}} />,
    );
    expect(html).toContain('Round number');
    expect(html).toContain('autoComplete="off"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).toContain(english['verify.submit']);
  });

  it('folds the manual form, keeps its data attribute, alerts when the fields do not read', () => {
    const html = renderToStaticMarkup(
      <ManualCheckForm
        summary="By hand"
        className="box"
        data-crash-manual
        onSubmit={() => {}}
        invalidText="Check the fields"
        result={<p>verdict</p>}
      >
        <input name="hash" />
      </ManualCheckForm>,
    );
    expect(html).toMatch(/^<details class="box" data-crash-manual="true">/);
    expect(html).toContain('<summary class="cursor-pointer font-bold">By hand</summary>');
    expect(html).toContain('<input name="hash"/>');
    expect(html).toContain('<p role="alert" class="mt-3 text-danger">Check the fields</p>');
    expect(html).toContain('<div class="mt-4"><p>verdict</p></div>');
  });

  it('shows neither alert nor verdict before a check', () => {
    const html = renderToStaticMarkup(
      <ManualCheckForm
        summary="By hand"
        className="box"
        open
        onSubmit={() => {}}
        invalidText={null}
        result={null}
      >
        <input name="hash" />
      </ManualCheckForm>,
    );
    expect(html).toMatch(/^<details class="box" open="">/);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('<div class="mt-4">');
  });
});
