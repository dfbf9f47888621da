import {
  BONUS_CHOICES,
  ErrorCode,
  isStrongPassword,
  type BonusChoice,
  type CurrencyCode,
  type LandingSource,
} from '@jackdaw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrencies } from '../../../shared/api/get-currencies';
import { useGeo } from '../../../shared/api/get-geo';
import { useWelcomeBonus } from '../../../shared/api/get-welcome-bonus';
import {
  isValidEmail,
  problemFromError,
  problemKey,
  type FormProblem,
} from '../../../shared/lib/form-problem';
import { storage, storageKeys } from '../../../shared/lib/storage';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import {
  CheckboxField,
  EmailField,
  NewPasswordField,
  SelectField,
  SubmitButton,
} from '../../../shared/ui/form';
import { ProblemLine } from '../../../shared/ui/problem-line';
import { useRegister } from '../api/register';
import { preferredCurrency, storedTracking } from '../lib/sign-up-defaults';

export interface SignUpFormProps {
  onRegistered(): void;
  /** Registration popups of landing pages may start with both agreements ticked. */
  agreementsPreChecked?: boolean;
  /** The landing the form sits on (a wheel, a game's popup): the account gets its offer. */
  landing?: LandingSource;
}

/** Registration (spec core §3 "Auth form", engagement §2, §5). */
export function SignUpForm({
  onRegistered,
  agreementsPreChecked = false,
  landing,
}: SignUpFormProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const mutation = useRegister();
  const currencies = useCurrencies();
  const geo = useGeo();
  const welcome = useWelcomeBonus();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [chosenCurrency, setChosenCurrency] = useState<CurrencyCode | null>(null);
  const [bonusChoice, setBonusChoice] = useState<BonusChoice>('casino');
  const [ageAgreement, setAgeAgreement] = useState(agreementsPreChecked);
  const [policyAgreement, setPolicyAgreement] = useState(agreementsPreChecked);
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const [local, setLocal] = useState<FormProblem | null>(null);
  const problem = local ?? (mutation.isError ? problemFromError(mutation.error) : null);

  const offered = currencies.data?.map((currency) => currency.isoCode) ?? [];
  const currency =
    chosenCurrency ??
    preferredCurrency({
      fromLink: storage.get(storageKeys.currencyFromLink),
      fromGeo: geo.data?.currencyIsoCode,
      offered,
    });

  // The sport bonus is offered only while the operator's sportsbook switch is on (engagement §2).
  const choices = BONUS_CHOICES.filter(
    (choice) => choice !== 'sport' || welcome.data?.sportsbookEnabled === true,
  );
  const chosenBonus = choices.includes(bonusChoice) ? bonusChoice : 'casino';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setTriedToSubmit(true);
    let found: FormProblem | null = null;
    if (!isValidEmail(email)) found = { key: problemKey('EMAIL_INVALID') };
    else if (!isStrongPassword(password)) found = { key: problemKey(ErrorCode.AuthWeakPassword) };
    else if (!ageAgreement || !policyAgreement)
      found = { key: problemKey(ErrorCode.AuthAgreementRequired) };
    else if (!currency) found = { key: problemKey('GENERIC') };
    setLocal(found);
    if (found || !currency) return;
    mutation.mutate(
      {
        body: {
          login: email.trim(),
          password,
          currencyCode: currency,
          ageAgreement,
          policyAgreement,
          bonusChoice: chosenBonus,
          tracking: storedTracking(storage.get),
          landing,
        },
        referralCode: storage.get(storageKeys.referralCode),
      },
      { onSuccess: onRegistered },
    );
  };

  const bonusOption =
    'flex cursor-pointer flex-col rounded-lg border border-border p-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent';

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={t('auth.signUp')}
    >
      <EmailField
        label={t('form.email')}
        name="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={mutation.isPending}
      />
      <NewPasswordField
        label={t('form.password')}
        name="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={mutation.isPending}
      />
      <SelectField
        label={t('form.currency')}
        name="currency"
        value={currency ?? ''}
        onChange={(value) => setChosenCurrency(offered.find((code) => code === value) ?? null)}
        options={offered.map((code) => ({ value: code, label: code }))}
        disabled={mutation.isPending || offered.length === 0}
      />
      <fieldset className="flex flex-col gap-2" disabled={mutation.isPending}>
        <legend className="mb-1.5 text-sm font-medium text-text-muted">
          {t('auth.bonusChoice')}
        </legend>
        <div className={`grid gap-2 ${choices.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
          {choices.map((choice) => (
            <label key={choice} className={bonusOption}>
              <input
                type="radio"
                name="bonusChoice"
                value={choice}
                checked={chosenBonus === choice}
                onChange={() => setBonusChoice(choice)}
                className="sr-only"
              />
              <span className="font-bold">{t(`auth.bonusChoice.${choice}`)}</span>
              <span className="text-xs text-text-muted">
                {t(`auth.bonusChoice.${choice}.hint`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <CheckboxField
          name="ageAgreement"
          checked={ageAgreement}
          onChange={setAgeAgreement}
          required
          invalid={triedToSubmit && !ageAgreement}
          disabled={mutation.isPending}
        >
          {t('auth.ageAgreement')}
        </CheckboxField>
        <CheckboxField
          name="policyAgreement"
          checked={policyAgreement}
          onChange={setPolicyAgreement}
          required
          invalid={triedToSubmit && !policyAgreement}
          disabled={mutation.isPending}
        >
          {t('auth.policyAgreement')}{' '}
          <Link
            to={localized(paths.info('conditions'))}
            target="_blank"
            className="text-accent underline underline-offset-2"
          >
            {t('info.conditions')}
          </Link>
          {' · '}
          <Link
            to={localized(paths.info('privacy'))}
            target="_blank"
            className="text-accent underline underline-offset-2"
          >
            {t('info.privacy')}
          </Link>
        </CheckboxField>
      </div>
      <ProblemLine problem={problem} />
      <SubmitButton pending={mutation.isPending}>{t('auth.createAccount')}</SubmitButton>
    </form>
  );
}
