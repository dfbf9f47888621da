import { DEFAULT_LANGUAGE, TOURNAMENT_MAX_PRIZE_ROWS, type CurrencyCode } from '@jackdaw/contracts';
import { formatMoney, parseAmount } from '@jackdaw/money';
import { useTranslation } from 'react-i18next';
import { Button, Notice, Select, TextInput } from '../../ui';
import { nextPrizeRow, type PrizeRowDraft } from './tournament-draft';

/** The money the table pays in all: each row's amount times its places (rows that read). */
export function moneyTotal(rows: readonly PrizeRowDraft[]): bigint {
  let total = 0n;
  for (const row of rows) {
    if (row.kind !== 'money') continue;
    const amount = parseAmount(row.amount, DEFAULT_LANGUAGE);
    const from = Number(row.placeFrom);
    const to = Number(row.placeTo);
    if (amount === null || amount <= 0n || !Number.isInteger(from) || !Number.isInteger(to)) {
      continue;
    }
    if (to >= from && from >= 1) total += amount * BigInt(to - from + 1);
  }
  return total;
}

/**
 * The prize table by place: rows "from place – to place: money or a bonus offer", added after
 * the last place, removed, each refusal shown in its cell.
 */
export function PrizeTable({
  rows,
  onChange,
  errors,
  disabled,
  currency,
  offers,
}: {
  rows: readonly PrizeRowDraft[];
  onChange: (rows: PrizeRowDraft[]) => void;
  errors: Record<string, string>;
  disabled: boolean;
  currency: CurrencyCode;
  /** The bonus offers a row may give, or null when the role cannot read them. */
  offers: readonly { id: number; name: string }[] | null;
}) {
  const { t } = useTranslation('tournaments');
  const update = (index: number, change: Partial<PrizeRowDraft>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const label = (index: number, field: string) => t('form.rowLabel', { n: index + 1, field });
  // Each refused cell names its message (aria-describedby), as Field does for a single control.
  const errorId = (key: string) => `prize-error-${key.replaceAll('.', '-')}`;
  const cellError = (key: string) =>
    errors[key] ? (
      <span id={errorId(key)} role="alert" className="mt-0.5 block text-xs font-medium text-danger">
        {errors[key]}
      </span>
    ) : null;
  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': errorId(key) } : {};
  const total = moneyTotal(rows);

  return (
    <div className="flex flex-col gap-3">
      {errors.prizes && <Notice tone="danger">{errors.prizes}</Notice>}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('form.prizes')}</caption>
          <thead>
            <tr className="text-left text-xs text-text-muted uppercase">
              <th scope="col" className="px-2 py-1">
                {t('form.placeFrom')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('form.placeTo')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('form.prizeKind')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('form.amount', { currency })} / {t('form.offer')}
              </th>
              <th scope="col" className="px-2 py-1">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const at = (field: string) => `prize.${index}.${field}`;
              return (
                <tr key={row.key} className="align-top">
                  <td className="px-2 py-1">
                    <TextInput
                      inputMode="numeric"
                      className="w-24"
                      aria-label={label(index, t('form.placeFrom'))}
                      {...invalid(at('placeFrom'))}
                      disabled={disabled}
                      value={row.placeFrom}
                      onChange={(event) => update(index, { placeFrom: event.target.value })}
                    />
                    {cellError(at('placeFrom'))}
                  </td>
                  <td className="px-2 py-1">
                    <TextInput
                      inputMode="numeric"
                      className="w-24"
                      aria-label={label(index, t('form.placeTo'))}
                      {...invalid(at('placeTo'))}
                      disabled={disabled}
                      value={row.placeTo}
                      onChange={(event) => update(index, { placeTo: event.target.value })}
                    />
                    {cellError(at('placeTo'))}
                  </td>
                  <td className="px-2 py-1">
                    <Select
                      className="w-40"
                      aria-label={label(index, t('form.prizeKind'))}
                      disabled={disabled}
                      value={row.kind}
                      onChange={(event) =>
                        update(index, { kind: event.target.value as PrizeRowDraft['kind'] })
                      }
                      options={[
                        { value: 'money', label: t('form.kindMoney') },
                        { value: 'bonus', label: t('form.kindBonus') },
                      ]}
                    />
                  </td>
                  <td className="px-2 py-1">
                    {row.kind === 'money' ? (
                      <TextInput
                        inputMode="decimal"
                        className="w-40"
                        aria-label={label(index, t('form.amount', { currency }))}
                        {...invalid(at('amount'))}
                        disabled={disabled}
                        value={row.amount}
                        onChange={(event) => update(index, { amount: event.target.value })}
                      />
                    ) : (
                      <Select
                        className="w-72"
                        aria-label={label(index, t('form.offer'))}
                        {...invalid(at('bonusOfferId'))}
                        disabled={disabled}
                        value={row.bonusOfferId}
                        onChange={(event) => update(index, { bonusOfferId: event.target.value })}
                        options={[
                          { value: '', label: t('form.chooseOffer') },
                          ...(offers ?? []).map((offer) => ({
                            value: String(offer.id),
                            label: `${offer.name} (#${offer.id})`,
                          })),
                        ]}
                      />
                    )}
                    {cellError(at(row.kind === 'money' ? 'amount' : 'bonusOfferId'))}
                    {row.kind === 'bonus' && offers === null && (
                      <span className="mt-0.5 block text-xs text-text-muted">
                        {t('form.offersUnavailable')}
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-1">
                    {!disabled && rows.length > 1 && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => onChange(rows.filter((_, at) => at !== index))}
                      >
                        {t('form.removeRow', { n: index + 1 })}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {!disabled && rows.length < TOURNAMENT_MAX_PRIZE_ROWS && (
          <Button size="sm" onClick={() => onChange([...rows, nextPrizeRow(rows)])}>
            {t('form.addRow')}
          </Button>
        )}
        <p className="text-sm text-text-muted" aria-live="polite">
          {t('form.total', { amount: formatMoney(total, currency, 'EN') })}
        </p>
      </div>
    </div>
  );
}
