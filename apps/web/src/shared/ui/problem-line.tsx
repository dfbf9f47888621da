import { useTranslation } from 'react-i18next';
import { FormError } from './form';
import type { FormProblem } from '../lib/form-problem';

/** A form's one error line, in the player's language. */
export function ProblemLine({ problem }: { problem: FormProblem | null }) {
  const { t } = useTranslation();
  const message = problem ? ('key' in problem ? t(problem.key) : problem.text) : null;
  return <FormError message={message} />;
}

/** After a submit: the success note once saved, otherwise the error line (if any). */
export function FormOutcome({
  saved,
  savedText,
  problem,
}: {
  saved: boolean;
  savedText: string;
  problem: FormProblem | null;
}) {
  if (!saved) return <ProblemLine problem={problem} />;
  return (
    <p role="status" className="text-sm font-medium text-success">
      {savedText}
    </p>
  );
}
