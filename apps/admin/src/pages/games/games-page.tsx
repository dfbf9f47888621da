import {
  adminCategoriesCall,
  adminCategoryEditCall,
  adminGameCoverCall,
  adminGameCoverDeleteCall,
  adminGameEditCall,
  adminGamesCall,
  adminProviderEditCall,
  adminProvidersCall,
  type AdminCategory,
  type AdminGame,
  type AdminGamesQuery,
  type AdminProvider,
} from '@jackdaw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router';
import { api, upload } from '../../api/client';
import {
  BackLink,
  Button,
  DataTable,
  ErrorNotice,
  Field,
  FilterBar,
  ImageUpload,
  Notice,
  Page,
  Section,
  Select,
  StatusBadge,
  Tabs,
  TextInput,
  useErrorText,
  type Column,
} from '../../ui';

type Tab = 'games' | 'providers' | 'categories';

export default function GamesPage() {
  return (
    <Routes>
      <Route index element={<Catalogue />} />
      <Route path=":alias" element={<GameEditor />} />
    </Routes>
  );
}

function Catalogue() {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const tab = (params.get('tab') as Tab | null) ?? 'games';
  return (
    <Page title={t('title')} description={t('description')}>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onChange={(key) => setParams(key === 'games' ? {} : { tab: key })}
        tabs={[
          { key: 'games', label: t('tabs.games') },
          { key: 'providers', label: t('tabs.providers') },
          { key: 'categories', label: t('tabs.categories') },
        ]}
      >
        {tab === 'games' && <GamesList />}
        {tab === 'providers' && <ProvidersList />}
        {tab === 'categories' && <CategoriesList />}
      </Tabs>
    </Page>
  );
}

const useProviders = () =>
  useQuery({ queryKey: ['admin', 'game-providers'], queryFn: () => api(adminProvidersCall) });
const useCategories = () =>
  useQuery({ queryKey: ['admin', 'game-categories'], queryFn: () => api(adminCategoriesCall) });

function GamesList() {
  const { t } = useTranslation('games');
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => ({
    search: params.get('search') ?? '',
    provider: params.get('provider') ?? '',
    category: params.get('category') ?? '',
    active: params.get('active') ?? '',
  }));
  const page = Number(params.get('page') ?? '1') || 1;
  const query: AdminGamesQuery = {
    search: params.get('search') || undefined,
    provider: params.get('provider') || undefined,
    category: params.get('category') || undefined,
    active: (params.get('active') || undefined) as AdminGamesQuery['active'],
    page,
    take: 25,
  };
  const games = useQuery({
    queryKey: ['admin', 'games', query],
    queryFn: () => api(adminGamesCall, { query }),
    placeholderData: keepPreviousData,
  });
  const providers = useProviders();
  const categories = useCategories();
  const apply = (next: typeof draft, nextPage = 1) => {
    const entries = Object.entries(next).filter(([, value]) => value);
    if (nextPage > 1) entries.push(['page', String(nextPage)]);
    setParams(Object.fromEntries(entries));
  };

  const columns: Column<AdminGame>[] = [
    {
      key: 'cover',
      header: t('columns.cover'),
      width: '4.5rem',
      cell: (game) => (
        <img
          src={game.image}
          alt=""
          width={48}
          height={48}
          className="h-12 w-12 rounded object-cover"
        />
      ),
    },
    {
      key: 'name',
      header: t('columns.name'),
      cell: (game) => (
        <Link
          to={game.alias}
          className="font-medium text-accent-strong underline-offset-2 hover:underline"
        >
          {game.name}
        </Link>
      ),
    },
    { key: 'provider', header: t('columns.provider'), cell: (game) => game.provider.name },
    {
      key: 'categories',
      header: t('columns.categories'),
      cell: (game) => game.categories.map((link) => link.slug).join(', '),
    },
    {
      key: 'flags',
      header: t('columns.flags'),
      cell: (game) => (
        <span className="flex gap-1">
          <StatusBadge tone={game.active ? 'success' : 'neutral'}>
            {game.active ? t('state.active') : t('state.inactive')}
          </StatusBadge>
          {game.top && <StatusBadge tone="info">{t('state.top')}</StatusBadge>}
        </span>
      ),
    },
  ];

  const data = games.data;
  return (
    <div className="flex flex-col gap-4">
      <FilterBar
        label={t('filters.label')}
        onApply={() => apply(draft)}
        onReset={() => {
          const empty = { search: '', provider: '', category: '', active: '' };
          setDraft(empty);
          apply(empty);
        }}
      >
        <Field label={t('filters.search')}>
          <TextInput
            value={draft.search}
            maxLength={60}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
        </Field>
        <Field label={t('filters.provider')}>
          <Select
            value={draft.provider}
            onChange={(event) => setDraft({ ...draft, provider: event.target.value })}
            options={[
              { value: '', label: t('filters.any') },
              ...(providers.data?.providers ?? []).map((provider) => ({
                value: provider.alias,
                label: provider.name,
              })),
            ]}
          />
        </Field>
        <Field label={t('filters.category')}>
          <Select
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value })}
            options={[
              { value: '', label: t('filters.any') },
              ...(categories.data?.categories ?? []).map((category) => ({
                value: category.slug,
                label: category.title,
              })),
            ]}
          />
        </Field>
        <Field label={t('filters.state')}>
          <Select
            value={draft.active}
            onChange={(event) => setDraft({ ...draft, active: event.target.value })}
            options={[
              { value: '', label: t('filters.any') },
              { value: 'true', label: t('filters.active') },
              { value: 'false', label: t('filters.inactive') },
            ]}
          />
        </Field>
      </FilterBar>
      <DataTable
        caption={t('caption', { total: data?.total ?? 0 })}
        columns={columns}
        rows={data?.data}
        rowKey={(game) => game.alias}
        loading={games.isFetching}
        error={games.error}
        onRetry={() => void games.refetch()}
      />
      {data && data.lastPage > 1 && (
        <nav className="flex items-center gap-3" aria-label={t('paging.page', data)}>
          <Button disabled={page <= 1} onClick={() => apply(draft, page - 1)}>
            {t('paging.previous')}
          </Button>
          <span className="text-sm text-text-muted">{t('paging.page', data)}</span>
          <Button disabled={page >= data.lastPage} onClick={() => apply(draft, page + 1)}>
            {t('paging.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

function GameEditor() {
  const { alias = '' } = useParams();
  const { t } = useTranslation('games');
  const game = useQuery({
    queryKey: ['admin', 'games', { alias }],
    queryFn: () => api(adminGamesCall, { query: { alias } }),
  });
  const found = game.data?.data[0];
  return (
    <Page
      title={found ? t('edit.title', { name: found.name }) : t('title')}
      back={<BackLink>{t('edit.back')}</BackLink>}
    >
      {game.error ? (
        <ErrorNotice error={game.error} onRetry={() => void game.refetch()} />
      ) : game.data && !found ? (
        <Notice tone="warning">{t('edit.notFound')}</Notice>
      ) : found ? (
        <GameForm key={found.editedAt ?? 'seeded'} game={found} />
      ) : null}
    </Page>
  );
}

function GameForm({ game }: { game: AdminGame }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const client = useQueryClient();
  const categories = useCategories();
  const [active, setActive] = useState(game.active);
  const [top, setTop] = useState(game.top);
  const [links, setLinks] = useState(
    () => new Map(game.categories.map((link) => [link.slug, link.position])),
  );
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'games'] });
  const save = useMutation({
    mutationFn: () =>
      api(adminGameEditCall, {
        params: { alias: game.alias },
        body: {
          active,
          top,
          categories: [...links].map(([slug, position]) => ({ slug, position })),
        },
      }),
    onSuccess: refresh,
  });
  const dropCover = useMutation({
    mutationFn: () => api(adminGameCoverDeleteCall, { params: { alias: game.alias } }),
    onSuccess: refresh,
  });
  const linkable = (categories.data?.categories ?? []).filter(
    (category) => category.slug !== 'popular' && category.slug !== 'favorite',
  );

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_380px]">
      <Section title={game.name}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
            {t('edit.active')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={top} onChange={(e) => setTop(e.target.checked)} />
            {t('edit.top')}
          </label>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-[13px] font-medium">{t('edit.categories')}</legend>
            <p className="text-xs text-text-muted">{t('edit.categoriesHint')}</p>
            {linkable.map((category) => {
              const linked = links.has(category.slug);
              return (
                <div key={category.slug} className="flex items-center gap-3">
                  <label className="flex w-48 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={linked}
                      onChange={(event) => {
                        const next = new Map(links);
                        if (event.target.checked) next.set(category.slug, null);
                        else next.delete(category.slug);
                        setLinks(next);
                      }}
                    />
                    {category.title}
                  </label>
                  {linked && (
                    <TextInput
                      type="number"
                      min={0}
                      style={{ width: '6rem' }}
                      aria-label={t('edit.position', { category: category.title })}
                      value={links.get(category.slug) ?? ''}
                      onChange={(event) => {
                        const next = new Map(links);
                        const value = event.target.value;
                        next.set(category.slug, value === '' ? null : Math.max(0, Number(value)));
                        setLinks(next);
                      }}
                    />
                  )}
                </div>
              );
            })}
          </fieldset>
          {save.error && <ErrorNotice error={save.error} />}
          {save.isSuccess && <Notice tone="success">{t('edit.saved')}</Notice>}
          <div>
            <Button type="submit" variant="primary" busy={save.isPending}>
              {t('edit.save')}
            </Button>
          </div>
        </form>
      </Section>
      <Section title={t('edit.cover')}>
        <div className="flex flex-col gap-3">
          <ImageUpload
            label={t('edit.cover')}
            value={game.image}
            upload={async (file) => {
              const answer = await upload(
                adminGameCoverCall,
                { params: { alias: game.alias } },
                file,
              );
              return answer.game.image;
            }}
            onUploaded={() => void refresh()}
          />
          {game.cover && (
            <div>
              <Button busy={dropCover.isPending} onClick={() => dropCover.mutate()}>
                {t('edit.generated')}
              </Button>
            </div>
          )}
          {dropCover.error && <p className="text-xs text-danger">{errorText(dropCover.error)}</p>}
        </div>
      </Section>
    </div>
  );
}

/** An order number with its own save button (one row of providers or categories). */
function OrderInput({
  value,
  label,
  saveLabel,
  onSave,
  busy,
}: {
  value: number;
  label: string;
  saveLabel: string;
  onSave: (order: number) => void;
  busy: boolean;
}) {
  const [order, setOrder] = useState(String(value));
  const changed = order !== String(value) && order !== '';
  return (
    <span className="flex items-center gap-2">
      <TextInput
        type="number"
        min={0}
        style={{ width: '5rem' }}
        aria-label={label}
        value={order}
        onChange={(event) => setOrder(event.target.value)}
      />
      {changed && (
        <Button size="sm" busy={busy} onClick={() => onSave(Math.max(0, Number(order)))}>
          {saveLabel}
        </Button>
      )}
    </span>
  );
}

function ProvidersList() {
  const { t } = useTranslation('games');
  const client = useQueryClient();
  const providers = useProviders();
  const edit = useMutation({
    mutationFn: (input: { alias: string; active?: boolean; sortOrder?: number }) =>
      api(adminProviderEditCall, {
        params: { alias: input.alias },
        body: { active: input.active, sortOrder: input.sortOrder },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
  const columns: Column<AdminProvider>[] = [
    { key: 'name', header: t('columns.provider'), cell: (provider) => provider.name },
    {
      key: 'games',
      header: t('columns.games'),
      cell: (provider) =>
        t('providers.games', { active: provider.activeGames, total: provider.games }),
    },
    {
      key: 'state',
      header: t('columns.flags'),
      cell: (provider) => (
        <StatusBadge tone={provider.active ? 'success' : 'neutral'}>
          {provider.active ? t('state.active') : t('state.inactive')}
        </StatusBadge>
      ),
    },
    {
      key: 'order',
      header: t('columns.order'),
      cell: (provider) => (
        <OrderInput
          key={provider.sortOrder}
          value={provider.sortOrder}
          label={t('providers.order', { name: provider.name })}
          saveLabel={t('providers.saveOrder', { name: provider.name })}
          busy={edit.isPending}
          onSave={(sortOrder) => edit.mutate({ alias: provider.alias, sortOrder })}
        />
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (provider) => (
        <Button
          size="sm"
          variant={provider.active ? 'danger' : 'primary'}
          onClick={() => edit.mutate({ alias: provider.alias, active: !provider.active })}
        >
          {provider.active
            ? t('providers.switchOff', { name: provider.name })
            : t('providers.switchOn', { name: provider.name })}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      {edit.error && <ErrorNotice error={edit.error} />}
      <DataTable
        caption={t('providersCaption')}
        columns={columns}
        rows={providers.data?.providers}
        rowKey={(provider) => provider.alias}
        loading={providers.isFetching}
        error={providers.error}
        onRetry={() => void providers.refetch()}
      />
    </div>
  );
}

function CategoriesList() {
  const { t } = useTranslation('games');
  const client = useQueryClient();
  const categories = useCategories();
  const edit = useMutation({
    mutationFn: (input: { slug: string; active?: boolean; sortOrder?: number }) =>
      api(adminCategoryEditCall, {
        params: { slug: input.slug },
        body: { active: input.active, sortOrder: input.sortOrder },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'game-categories'] }),
  });
  const columns: Column<AdminCategory>[] = [
    { key: 'title', header: t('columns.title'), cell: (category) => category.title },
    { key: 'slug', header: t('columns.slug'), cell: (category) => <code>{category.slug}</code> },
    {
      key: 'games',
      header: t('columns.games'),
      cell: (category) => category.games,
      align: 'right',
    },
    {
      key: 'state',
      header: t('columns.flags'),
      cell: (category) => (
        <StatusBadge tone={category.active ? 'success' : 'neutral'}>
          {category.active ? t('state.shown') : t('state.hidden')}
        </StatusBadge>
      ),
    },
    {
      key: 'order',
      header: t('columns.order'),
      cell: (category) => (
        <OrderInput
          key={category.sortOrder}
          value={category.sortOrder}
          label={t('categories.order', { name: category.title })}
          saveLabel={t('categories.saveOrder', { name: category.title })}
          busy={edit.isPending}
          onSave={(sortOrder) => edit.mutate({ slug: category.slug, sortOrder })}
        />
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (category) => (
        <Button
          size="sm"
          onClick={() => edit.mutate({ slug: category.slug, active: !category.active })}
        >
          {category.active
            ? t('categories.hide', { name: category.title })
            : t('categories.show', { name: category.title })}
        </Button>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      {edit.error && <ErrorNotice error={edit.error} />}
      <DataTable
        caption={t('categoriesCaption')}
        columns={columns}
        rows={categories.data?.categories}
        rowKey={(category) => category.slug}
        loading={categories.isFetching}
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    </div>
  );
}
