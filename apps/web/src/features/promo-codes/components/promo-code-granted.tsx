import { DEFAULT_LANGUAGE, parseLanguageCode, type PromoUseResponse } from '@jackdaw/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { Button } from '../../../shared/ui/button';
import { grantLines } from '../lib/promo-code';

/** What a redeemed code gave, the way to the bonus cards, and the way to enter another code. */
export function PromoCodeGranted({
  granted,
  onAnother,
}: {
  granted: PromoUseResponse;
  onAnother(): void;
}) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the focus was in is gone: the news takes it, so it is read first.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      className="flex flex-col gap-4"
      data-testid="promo-code-granted"
      data-reward={granted.reward}
      aria-labelledby="promo-code-granted-title"
    >
      <div role="status" className="flex flex-col gap-2 rounded-card bg-success/10 p-4">
        <h3
          id="promo-code-granted-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold text-success outline-none"
        >
          {t('promo.code.accepted')}
        </h3>
        <ul className="flex flex-col gap-1">
          {grantLines(granted, language).map((line) => (
            <li key={line.key} data-testid="promo-code-grant-line">
              {t(line.key, line.values)}
            </li>
          ))}
        </ul>
      </div>
      <Button block onClick={() => navigate(localized(paths.profile.page('bonus')))}>
        {t('promo.code.toBonuses')}
      </Button>
      <Button block variant="secondary" onClick={onAnother}>
        {t('promo.code.another')}
      </Button>
    </section>
  );
}
