import { CURRENCY_CODES, type CurrencyCode } from '@jackdaw/contracts';
import { useState } from 'react';
import { Button } from './button';
import { Field, Select } from './field';

/**
 * A row that adds a currency to a per-currency table: a choice of the currencies not `listed`
 * yet and an add button. Nothing shows once every currency is listed.
 */
export function CurrencyAdder({
  listed,
  label,
  addLabel,
  onAdd,
}: {
  listed: readonly CurrencyCode[];
  label: string;
  addLabel: string;
  onAdd: (currency: CurrencyCode) => void;
}) {
  const [adding, setAdding] = useState<CurrencyCode | ''>('');
  const addable = CURRENCY_CODES.filter((currency) => !listed.includes(currency));
  if (addable.length === 0) return null;
  return (
    <div className="mt-3 flex items-end gap-2">
      <Field label={label}>
        <Select
          value={adding}
          onChange={(event) => setAdding(event.target.value as CurrencyCode)}
          options={[
            { value: '', label: '—' },
            ...addable.map((currency) => ({ value: currency, label: currency })),
          ]}
        />
      </Field>
      <Button
        size="sm"
        disabled={!adding}
        onClick={() => {
          if (!adding) return;
          onAdd(adding);
          setAdding('');
        }}
      >
        {addLabel}
      </Button>
    </div>
  );
}
