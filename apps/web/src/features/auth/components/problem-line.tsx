import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/ui/form';
import type { FormProblem } from '../lib/form-problem';

/** A form's one error line, in the player's language. */
export function ProblemLine({ problem }: { problem: FormProblem | null }) {
  const { t } = useTranslation();
  const message = problem ? ('key' in problem ? t(problem.key) : problem.text) : null;
  return <FormError message={message} />;
}
