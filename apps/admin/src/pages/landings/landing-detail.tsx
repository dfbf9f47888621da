import { adminLandingCall, type AdminLandingFunnel } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../api/client';
import { useCan } from '../../app/me';
import { BackLink, ErrorNotice, Facts, Page, Section } from '../../ui';
import { ChartPanel, seriesOf } from '../../ui/chart-panel';
import { useLandingLabel } from './landings-list';
import { PrizeEditor } from './prize-editor';
import { PrizeSummary, rate } from './prize-summary';
import { defaultRange, RangeFilter, type DayRange } from './range';
import { TextsEditor } from './texts-editor';

const STEPS = ['visits', 'spins', 'registrations', 'firstDeposits'] as const;

/** One landing: its funnel (a plot of the steps and of the days), its prize and its texts. */
export function LandingDetail() {
  const { kind = '', name = '' } = useParams();
  const { t } = useTranslation('landings');
  const label = useLandingLabel();
  const canWrite = useCan('landings.write');
  const [range, setRange] = useState<DayRange>(defaultRange);
  const detail = useQuery({
    queryKey: ['admin', 'landings', 'one', kind, name, range],
    queryFn: ({ signal }) =>
      api(adminLandingCall, {
        params: { kind: kind as 'wheel' | 'game', name },
        query: range,
        signal,
      }),
  });
  const data = detail.data;
  const landing = data?.landing;
  const funnel: AdminLandingFunnel | undefined = landing?.funnel;
  return (
    <Page
      title={landing ? label(landing) : t('detail.loading')}
      description={landing ? t('detail.where', { path: landing.sitePath }) : undefined}
      back={<BackLink>{t('actions.back')}</BackLink>}
    >
      {detail.error ? (
        <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}
      <RangeFilter range={range} onChange={setRange} />
      {data && landing && funnel && (
        <>
          <Section title={t('detail.funnel')}>
            <Facts
              rows={[
                ...STEPS.map(
                  (step) => [t(`funnel.${step}`), funnel[step].toLocaleString('en')] as const,
                ),
                [t('detail.spinRate'), rate(funnel.spins, funnel.visits)],
                [t('detail.registrationRate'), rate(funnel.registrations, funnel.visits)],
                [t('detail.depositRate'), rate(funnel.firstDeposits, funnel.registrations)],
              ]}
            />
          </Section>
          <ChartPanel
            title={t('chart.funnel')}
            summary={t('chart.funnelSummary', { ...range, landing: label(landing) })}
            type="bar"
            horizontal
            labels={STEPS.map((step) => t(`funnel.${step}`))}
            series={[{ label: t('chart.count'), values: STEPS.map((step) => funnel[step]) }]}
            fileName={`landing-${landing.kind}-${landing.name}-funnel-${range.from}-${range.to}`}
          />
          <ChartPanel
            title={t('chart.days')}
            summary={t('chart.daysSummary', { ...range })}
            type="line"
            labels={data.days.map((day) => day.day)}
            series={seriesOf(
              data.days,
              STEPS.map((step) => ({ label: t(`funnel.${step}`), value: (day) => day[step] })),
            )}
            fileName={`landing-${landing.kind}-${landing.name}-days-${range.from}-${range.to}`}
          />
          <Section title={t('prize.title')}>
            {canWrite ? (
              <PrizeEditor landing={landing} offers={data.offers} games={data.spinsGames} />
            ) : (
              <PrizeSummary prize={landing.prize} />
            )}
          </Section>
          <TextsEditor landing={landing} entries={data.texts} canWrite={canWrite} />
        </>
      )}
    </Page>
  );
}
