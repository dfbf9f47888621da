import type { Bank } from '@jackdaw/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

/** The chosen bank, or a prompt to choose one; pressing it opens the bank-select sub-popup. */
export function BankField({
  bank,
  error = null,
  onOpen,
}: {
  bank: Bank | undefined;
  /** Why the form could not go on without a bank, told under the field. */
  error?: string | null;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={id} className="text-sm font-medium text-text-muted">
        {t('payments.field.bank')}
      </span>
      <button
        type="button"
        aria-labelledby={id}
        aria-describedby={error ? `${id}-value ${id}-error` : `${id}-value`}
        aria-invalid={error ? true : undefined}
        onClick={onOpen}
        className="flex h-11 w-full items-center gap-3 rounded-lg border border-border bg-surface-raised px-3 text-left aria-[invalid=true]:border-danger"
      >
        {bank?.logo ? <img src={bank.logo} alt="" width={24} height={24} /> : null}
        <span id={`${id}-value`} className={bank ? '' : 'text-text-muted'}>
          {bank ? bank.name : t('payments.bank.choose')}
        </span>
      </button>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The bank-select sub-popup (spec core §2, query `subpopup=bank-select`): the provider's active
 * banks with a search by the start of the name.
 */
export function BankSelect({
  banks,
  isLoading,
  onSelect,
  onClose,
}: {
  banks: readonly Bank[];
  isLoading: boolean;
  onSelect(bank: Bank): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = search.trim().toLocaleLowerCase();
  const shown = term
    ? banks.filter((bank) => bank.name.toLocaleLowerCase().startsWith(term))
    : banks;
  return (
    <section
      className="flex flex-col gap-3"
      data-subpopup="bank-select"
      aria-label={t('payments.bank.title')}
    >
      <h3 className="text-lg font-bold">{t('payments.bank.title')}</h3>
      <input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t('payments.bank.search')}
        aria-label={t('payments.bank.search')}
        className="h-11 w-full rounded-lg border border-border bg-surface-raised px-3 outline-none focus:border-accent"
      />
      {isLoading ? (
        <div className="h-40 animate-pulse rounded-lg bg-surface-raised" aria-busy="true" />
      ) : null}
      <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
        {shown.map((bank) => (
          <li key={String(bank.id)}>
            <button
              type="button"
              onClick={() => onSelect(bank)}
              className="flex h-11 w-full items-center gap-3 rounded-lg px-3 text-left hover:bg-surface-raised"
            >
              {bank.logo ? <img src={bank.logo} alt="" width={24} height={24} /> : null}
              {bank.name}
            </button>
          </li>
        ))}
      </ul>
      {!isLoading && shown.length === 0 ? (
        <p className="text-sm text-text-muted">{t('payments.bank.none')}</p>
      ) : null}
      <Button variant="secondary" block onClick={onClose}>
        {t('common.cancel')}
      </Button>
    </section>
  );
}
