import { useTranslation } from 'react-i18next';
import { ProblemLine } from '../../../shared/ui/problem-line';
import { problemFromError } from '../../../shared/lib/form-problem';
import { useEditProfile } from '../api/edit-profile';

/** The one-click deposit service of the Personal Account, switched on or off at once. */
export function OneClickDepositSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const mutation = useEditProfile();
  // While the call is under way the switch shows where it is going.
  const shown = mutation.isPending ? (mutation.variables.oneClickDeposit ?? enabled) : enabled;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p id="one-click-deposit-label" className="font-semibold">
            {t('profile.oneClickDeposit')}
          </p>
          <p id="one-click-deposit-hint" className="text-sm text-text-muted">
            {t('profile.oneClickDeposit.hint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={shown}
          aria-labelledby="one-click-deposit-label"
          aria-describedby="one-click-deposit-hint"
          aria-busy={mutation.isPending || undefined}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ oneClickDeposit: !shown })}
          data-testid="one-click-deposit"
          className={`relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-70 ${
            shown ? 'bg-accent' : 'bg-border'
          }`}
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-all ${
              shown ? 'left-6' : 'left-1'
            }`}
          />
        </button>
      </div>
      {mutation.isError ? <ProblemLine problem={problemFromError(mutation.error)} /> : null}
    </div>
  );
}
