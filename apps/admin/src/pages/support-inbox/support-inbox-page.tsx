import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams, useSearchParams } from 'react-router';
import { Notice, Page } from '../../ui';
import { CannedRepliesButton } from './canned-replies';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import type { InboxFilter } from './inbox-queries';
import { useInboxLive } from './use-inbox-live';

const FILTERS: readonly InboxFilter[] = ['open', 'mine', 'unassigned', 'closed'];

/**
 * The support inbox: the conversations on the left, the selected one (`support-inbox/:id`) with
 * its reply box, and the player's card beside it. One staff event stream keeps all of it live.
 */
function Inbox() {
  const { t } = useTranslation('support-inbox');
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('filter') as InboxFilter | null;
  const filter = asked && FILTERS.includes(asked) ? asked : 'open';
  const { status, typingUntil } = useInboxLive();
  const selected = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <Page title={t('title')} description={t('description')} actions={<CannedRepliesButton />}>
      {status === 'down' && (
        <Notice tone="warning" className="py-1.5">
          {t('offline')}
        </Notice>
      )}
      <div className="grid min-h-[36rem] gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ConversationList
          filter={filter}
          filters={FILTERS}
          onFilter={(next) => setSearchParams(next === 'open' ? {} : { filter: next })}
          selected={selected}
          typingUntil={typingUntil}
        />
        {selected === null ? (
          <div className="grid place-items-center rounded-lg border border-dashed border-border p-8 text-text-muted">
            {t('choose')}
          </div>
        ) : (
          <ConversationView
            key={selected}
            id={selected}
            playerTypingUntil={typingUntil[selected] ?? 0}
          />
        )}
      </div>
    </Page>
  );
}

export default function SupportInboxPage() {
  return (
    <Routes>
      <Route path=":id?" element={<Inbox />} />
    </Routes>
  );
}
