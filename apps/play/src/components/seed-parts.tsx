import type { PlaySeeds } from '@jackdaw/contracts';
import { useState } from 'preact/hooks';

/**
 * The pieces of a fairness panel the slot and originals clients share; each client passes its
 * own texts and classes. The `data-seed` attributes are what the journeys read.
 */

/** The committed server seed's hash and the next nonce. */
export function SeedList({
  class: listClass,
  seeds,
  hashLabel,
  nonceLabel,
}: {
  class: string;
  seeds: PlaySeeds;
  hashLabel: string;
  nonceLabel: string;
}) {
  return (
    <dl class={listClass}>
      <dt>{hashLabel}</dt>
      <dd class="mono" data-seed="server-hash">
        {seeds.serverSeedHash}
      </dd>
      <dt>{nonceLabel}</dt>
      <dd class="mono" data-seed="nonce">
        {seeds.nonce}
      </dd>
    </dl>
  );
}

/** The client seed, edited as text and saved with the form's button. */
export function ClientSeedForm({
  formClass,
  fieldClass,
  label,
  saveLabel,
  testId,
  value,
  disabled,
  onInput,
  onSave,
}: {
  formClass: string;
  fieldClass?: string;
  label: string;
  saveLabel: string;
  testId?: string;
  value: string;
  disabled: boolean;
  onInput: (value: string) => void;
  onSave: () => void;
}) {
  return (
    <form
      class={formClass}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <label class={fieldClass}>
        <span>{label}</span>
        <input
          class="mono"
          data-testid={testId}
          value={value}
          maxLength={64}
          onInput={(event) => onInput(event.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={disabled}>
        {saveLabel}
      </button>
    </form>
  );
}

/** What a seed action came to: an alert for a failure, a status otherwise. */
export function SeedMessage({ text, error }: { text: string; error: boolean }) {
  return (
    <p class={error ? 'error-text' : 'ok-text'} role={error ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

/**
 * A fairness panel's calls (save the client seed, rotate): one at a time, the buttons waiting
 * meanwhile, a failure shown by its error key.
 */
export function useSeedWork<Key>(errorKey: (error: unknown) => Key) {
  const [message, setMessage] = useState<{ key: Key; error: boolean } | null>(null);
  const [working, setWorking] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setWorking(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage({ key: errorKey(error), error: true });
    } finally {
      setWorking(false);
    }
  };
  return { message, setMessage, working, run };
}
