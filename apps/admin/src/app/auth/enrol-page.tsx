import { staffEnrolmentCall } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, ApiError } from '../../api/client';
import { ErrorNotice, Notice } from '../../ui';
import { AuthFrame } from './auth-frame';
import { EnrolSteps } from './enrol-steps';

/** `/admin/enrol?ticket=…`: the one-time link of `staff:create` and of the staff page. */
export function EnrolPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const ticket = search.get('ticket') ?? '';
  const enrolment = useQuery({
    queryKey: ['admin', 'enrolment', ticket],
    queryFn: () => api(staffEnrolmentCall, { body: { ticket } }),
    enabled: ticket.length >= 20,
    staleTime: Infinity,
    retry: false,
  });
  const invalid =
    ticket.length < 20 || (enrolment.error instanceof ApiError && enrolment.error.statusCode < 500);
  return (
    <AuthFrame title={t('enrol.linkTitle')}>
      {invalid ? (
        <Notice tone="danger">{t('enrol.invalidLink')}</Notice>
      ) : enrolment.isError ? (
        <ErrorNotice error={enrolment.error} onRetry={() => void enrolment.refetch()} />
      ) : !enrolment.data ? (
        <p role="status" className="text-text-muted">
          {t('app.loading')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{t('enrol.linkIntro', { email: enrolment.data.email })}</p>
          <EnrolSteps enrolment={{ ticket, ...enrolment.data }} />
        </div>
      )}
    </AuthFrame>
  );
}
