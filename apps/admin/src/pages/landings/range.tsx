import { REPORT_MAX_DAYS } from '@jackdaw/contracts';
import { defaultRange, rangeProblem, type DayRange } from './funnel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FilterBar, TextInput } from '../../ui';

/** The funnel's day range: edited in a draft, applied when it is sound. */
export function RangeFilter({
  range,
  onChange,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('landings');
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  return (
    <FilterBar
      label={t('range.label')}
      onApply={() => {
        const found = rangeProblem(draft);
        setProblem(found);
        if (!found) onChange(draft);
      }}
      onReset={() => {
        setDraft(defaultRange());
        setProblem(null);
        onChange(defaultRange());
      }}
    >
      <Field
        label={t('range.from')}
        error={problem ? t(`range.problem.${problem}`, { max: REPORT_MAX_DAYS }) : undefined}
      >
        <TextInput
          type="date"
          value={draft.from}
          onChange={(event) => setDraft((old) => ({ ...old, from: event.target.value }))}
        />
      </Field>
      <Field label={t('range.to')}>
        <TextInput
          type="date"
          value={draft.to}
          onChange={(event) => setDraft((old) => ({ ...old, to: event.target.value }))}
        />
      </Field>
    </FilterBar>
  );
}

export { defaultRange, type DayRange };
