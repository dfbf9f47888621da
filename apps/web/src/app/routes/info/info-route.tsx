import { DEFAULT_LANGUAGE, parseLanguageCode } from '@jackdaw/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfoPage } from '../../../config/paths';
import { site } from '../../../config/site';
import { WelcomeBonusPage } from '../../../features/bonuses/components/welcome-bonus-page';
import {
  fillTokens,
  useInfoContent,
  type InfoTokens,
  type StaticInfoPage,
} from '../../../features/info/info-content';
import { SupportChatOffer } from '../../../features/support/components/support-chat-offer';
import { operatorStatement } from '../../../shared/lib/operator-statement';
import { useUiStore } from '../../../shared/state/ui-store';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';

/** An info page: its content file, or the welcome bonus from the seeded offers' terms. */
export function InfoRoute({ page }: { page: InfoPage }) {
  return page === 'welcome-bonus' ? <WelcomeBonusPage /> : <StaticInfoRoute page={page} />;
}

function StaticInfoRoute({ page }: { page: StaticInfoPage }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const content = useInfoContent(page, language);
  const setLoading = useUiStore((state) => state.setLoading);
  useEffect(() => {
    setLoading('content', content.isPending);
    return () => setLoading('content', false);
  }, [content.isPending, setLoading]);
  const tokens: InfoTokens = {
    brand: t('app.name'),
    supportEmail: site.supportEmail,
    licence: operatorStatement(t),
  };
  const fill = (text: string) => fillTokens(text, tokens);

  if (content.isPending) {
    return (
      <article aria-busy="true" className="flex flex-col gap-4">
        <PageTitle text={t(`info.${page}`)} />
        <div className="h-40 animate-pulse rounded-card bg-surface" />
      </article>
    );
  }
  if (content.isError) {
    return (
      <article role="alert" className="flex flex-col gap-4">
        <PageTitle text={t(`info.${page}`)} />
        <p className="text-text-muted">{t('serviceError.body')}</p>
        <Button onClick={() => void content.refetch()} size="sm" className="self-start">
          {t('common.retry')}
        </Button>
      </article>
    );
  }
  return (
    <article className="flex flex-col gap-6 leading-relaxed" lang={i18n.language.toLowerCase()}>
      <header className="flex flex-col gap-2">
        <PageTitle text={fill(content.data.title)} />
        <p className="text-text-muted">{fill(content.data.summary)}</p>
      </header>
      {page === 'support' ? <SupportChatOffer /> : null}
      {content.data.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">{fill(section.heading)}</h2>
          {section.blocks.map((block, index) =>
            block.type === 'p' ? (
              <p key={index} className="text-text-muted">
                {fill(block.text)}
              </p>
            ) : (
              <ul key={index} className="ml-5 list-disc space-y-1 text-text-muted">
                {block.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
