import type { PromoUseResponse } from '@jackdaw/contracts';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormProblem } from '../../../shared/lib/form-problem';
import { SubmitButton, TextField } from '../../../shared/ui/form';
import { useRedeemPromoCode } from '../api/use-promo-code';
import { checkCode, cleanCodeInput, PROMO_CODE_MAX_LENGTH, promoProblem } from '../lib/promo-code';

/**
 * The code field and its button. Why a code cannot go (empty, malformed, or the server's
 * refusal) is the field's note, read with it; the focus goes back to the field then.
 */
export function PromoCodeForm({ onRedeemed }: { onRedeemed(granted: PromoUseResponse): void }) {
  const { t } = useTranslation();
  const mutation = useRedeemPromoCode();
  const [text, setText] = useState('');
  const [local, setLocal] = useState<FormProblem | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const problem = local ?? (mutation.isError ? promoProblem(mutation.error) : null);
  const message = problem ? ('key' in problem ? t(problem.key) : problem.text) : null;
  const [attempt, setAttempt] = useState(0);

  // The focus moves in the commit that renders the note, before it is painted, so the field
  // is read with it; each refused attempt moves it again (a second empty submit too).
  useLayoutEffect(() => {
    if (!message) return;
    const field = form.current?.elements.namedItem('promoCode');
    if (field instanceof HTMLInputElement) field.focus();
  }, [message, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setAttempt((count) => count + 1);
    const checked = checkCode(text);
    setLocal(checked.problem);
    if (checked.code === null) return;
    mutation.mutate(checked.code, { onSuccess: onRedeemed });
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-testid="promo-code-form"
    >
      <TextField
        label={t('promo.code.label')}
        name="promoCode"
        value={text}
        onChange={(event) => {
          setText(cleanCodeInput(event.target.value));
          setLocal(null);
          if (mutation.isError) mutation.reset();
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="send"
        maxLength={PROMO_CODE_MAX_LENGTH}
        disabled={mutation.isPending}
        hint={t('promo.code.hint')}
        error={message}
        data-problem={problem && 'key' in problem ? problem.key : undefined}
      />
      <SubmitButton pending={mutation.isPending}>{t('promo.code.submit')}</SubmitButton>
    </form>
  );
}
