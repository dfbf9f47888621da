import { CURRENCY_CODES, type CurrencyCode, type WelcomeOffer } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useWelcomeBonus } from '../../../shared/api/get-welcome-bonus';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/form';
import { PageTitle } from '../../../shared/ui/page-title';
import { categoryKey } from '../lib/category-key';
import { countingCategories, daysOf, welcomeSections } from '../lib/welcome-terms';
import { useBonusFormat } from './use-bonus-format';

const RULES = [1, 2, 3, 4, 5] as const;

function Section({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{title}</h2>
      <ul className="ml-5 list-disc space-y-1 text-text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /info/welcome-bonus (engagement §2, §9): the welcome offers' terms as the server's seeded
 * offers state them (GET /bonuses/welcome), in the player's currency or the one picked here,
 * so the page says what a new grant would copy onto itself, never figures of its own.
 */
export function WelcomeBonusPage() {
  const { t } = useTranslation();
  const format = useBonusFormat();
  const localized = useLocalizedPath();
  const { user } = useSession();
  const [picked, setPicked] = useState<CurrencyCode | undefined>(undefined);
  const welcome = useWelcomeBonus(user ? undefined : picked);
  const title = t('info.welcome-bonus');

  if (welcome.isPending) {
    return (
      <article aria-busy="true" className="flex flex-col gap-4">
        <PageTitle text={title} />
        <div className="h-40 animate-pulse rounded-card bg-surface" />
      </article>
    );
  }
  if (welcome.isError) {
    return (
      <article role="alert" className="flex flex-col gap-4">
        <PageTitle text={title} />
        <p className="text-text-muted">{t('serviceError.body')}</p>
        <Button onClick={() => void welcome.refetch()} size="sm" className="self-start">
          {t('common.retry')}
        </Button>
      </article>
    );
  }

  const { currency, offers } = welcome.data;
  const money = (minor: number) => formatMoney(minor, currency, format.language);
  const sections = welcomeSections(offers);
  const deposit = (offer: WelcomeOffer, wagering: string): string[] => {
    const { terms } = offer;
    const items = [
      t('info.welcome-bonus.standard', {
        percent: terms.percent,
        days: daysOf(offer.depositWindowHours ?? terms.claimHours),
      }),
    ];
    if (terms.fastPercent !== null && terms.fastMinutes !== null) {
      items.push(
        t('info.welcome-bonus.fast', { percent: terms.fastPercent, minutes: terms.fastMinutes }),
      );
    }
    items.push(
      t('info.welcome-bonus.limits', {
        min: money(terms.amounts.minDeposit),
        max: money(terms.amounts.maxDeposit),
        bonus: money(terms.amounts.maxBonus),
      }),
      wagering,
    );
    const counting = countingCategories(terms)
      .map(([category, share]) => `${t(categoryKey(category))} ${format.percent(share)}`)
      .join(', ');
    if (counting) items.push(t('info.welcome-bonus.contributions', { list: counting }));
    return items;
  };

  return (
    <article className="flex flex-col gap-6 leading-relaxed" data-testid="welcome-bonus-page">
      <header className="flex flex-col gap-2">
        <PageTitle text={title} />
        <p className="text-text-muted">
          {t('info.welcome-bonus.summary', { brand: t('app.name') })}
        </p>
        {user ? null : (
          <div className="max-w-60">
            <SelectField
              label={t('form.currency')}
              name="currency"
              value={currency}
              onChange={(value) =>
                setPicked(CURRENCY_CODES.find((code) => code === value) ?? undefined)
              }
              options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            />
          </div>
        )}
      </header>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">{t('info.welcome-bonus.choose.title')}</h2>
        <p className="text-text-muted">{t('info.welcome-bonus.choose.body')}</p>
      </section>
      {sections.casino ? (
        <Section
          title={t('info.welcome-bonus.casino.title')}
          items={deposit(
            sections.casino,
            t('info.welcome-bonus.wagering', {
              multiplier: sections.casino.terms.wagerMultiplier,
              hours: sections.casino.terms.wageringHours,
            }),
          )}
        />
      ) : null}
      {sections.freespins ? (
        <Section
          title={t('bonuses.value.spins', { count: sections.freespins.terms.spinsTotal ?? 0 })}
          items={[
            t('info.welcome-bonus.spins.parts', {
              count: sections.freespins.terms.spinsTotal ?? 0,
              parts: sections.freespins.terms.spinsParts ?? 1,
            }),
            t('info.welcome-bonus.spins.hours', {
              hours: sections.freespins.terms.spinsPartHours ?? 24,
            }),
            t('info.welcome-bonus.spins.min', {
              min: money(
                sections.freespins.terms.amounts.minDepositFreespins ||
                  sections.freespins.terms.amounts.minDeposit,
              ),
            }),
            t('info.welcome-bonus.spins.cap', {
              cap: money(sections.freespins.terms.amounts.winCap),
            }),
            t('info.welcome-bonus.spins.wagering', {
              multiplier:
                sections.freespins.terms.freespinWagerMultiplier ??
                sections.freespins.terms.wagerMultiplier,
              hours:
                sections.freespins.terms.freespinWageringHours ??
                sections.freespins.terms.wageringHours,
            }),
          ]}
        />
      ) : null}
      {sections.sport ? (
        <Section
          title={t('info.welcome-bonus.sport.title')}
          items={deposit(
            sections.sport,
            t('info.welcome-bonus.sport.wagering', {
              multiplier: sections.sport.terms.wagerMultiplier,
              days: daysOf(sections.sport.terms.wageringHours),
            }),
          )}
        />
      ) : null}
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-bold">{t('info.welcome-bonus.rules.title')}</h2>
        <ul className="ml-5 list-disc space-y-1 text-text-muted">
          {RULES.map((rule) => (
            <li key={rule}>{t(`info.welcome-bonus.rules.${rule}`)}</li>
          ))}
          <li>
            <Link
              to={localized(paths.info('conditions'))}
              className="text-accent underline underline-offset-2"
            >
              {t('info.welcome-bonus.rules.full')}
            </Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
