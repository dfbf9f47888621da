import {
  adminNotificationAudienceCountCall,
  type AdminNotificationAudience,
} from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useErrorText } from '../../ui';

/** `value`, once it has stayed the same for `ms` (no count call per keystroke). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** How many players the audience matches now: "N players", counted as the form changes. */
export function useAudienceCount(audience: AdminNotificationAudience | undefined) {
  const key = audience ? JSON.stringify(audience) : null;
  const settledKey = useSettled(key, 400);
  const query = useQuery({
    queryKey: ['admin', 'notifications', 'audience', settledKey],
    queryFn: ({ signal }) =>
      api(adminNotificationAudienceCountCall, {
        body: { audience: JSON.parse(settledKey!) as AdminNotificationAudience },
        signal,
      }),
    enabled: settledKey !== null,
    staleTime: 30_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
  /** The count of this very audience (not of the one before it, still shown while counting). */
  const exact =
    key !== null && settledKey === key && !query.isPlaceholderData ? query.data : undefined;
  return { ...query, exact };
}

export function AudiencePreview({ audience }: { audience: AdminNotificationAudience | undefined }) {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const count = useAudienceCount(audience);
  let text: string;
  if (!audience) text = t('compose.previewInvalid');
  else if (count.error) text = errorText(count.error);
  else if (!count.data) text = t('compose.counting');
  else text = t('compose.recipients', { count: count.data.recipients });
  return (
    <p
      aria-live="polite"
      data-testid="audience-count"
      className="rounded-md bg-surface-sunken px-3 py-2 text-sm font-medium"
    >
      {text}
      {count.isFetching && count.data ? ` · ${t('compose.counting')}` : ''}
    </p>
  );
}
