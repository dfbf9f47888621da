import { adminBannerDeleteCall, adminBannersCall, type AdminBanner } from '@jackdaw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client';
import {
  Button,
  ConfirmDialog,
  DataTable,
  DateTime,
  ErrorNotice,
  LinkButton,
  Page,
  StatusBadge,
  type Column,
} from '../../ui';

export const useBanners = () =>
  useQuery({ queryKey: ['admin', 'banners'], queryFn: () => api(adminBannersCall) });

function bannerState(banner: AdminBanner, now = Date.now()) {
  if (!banner.active) return 'inactive' as const;
  if (banner.startDate && Date.parse(banner.startDate) > now) return 'scheduled' as const;
  if (banner.endDate && Date.parse(banner.endDate) <= now) return 'ended' as const;
  return 'active' as const;
}

export function BannersList() {
  const { t } = useTranslation('banners');
  const banners = useBanners();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => api(adminBannerDeleteCall, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'banners'] }),
  });
  const tones = {
    active: 'success',
    inactive: 'neutral',
    scheduled: 'info',
    ended: 'warning',
  } as const;
  const columns: Column<AdminBanner>[] = [
    {
      key: 'picture',
      header: t('columns.picture'),
      width: '9rem',
      cell: (banner) => (
        <img src={banner.imgDesktop} alt="" className="h-10 w-32 rounded object-cover" />
      ),
    },
    {
      key: 'name',
      header: t('columns.name'),
      cell: (banner) => (
        <Link
          to={String(banner.id)}
          className="font-medium text-accent-strong underline-offset-2 hover:underline"
          aria-label={t('actions.edit', { name: banner.name })}
        >
          {banner.name}
        </Link>
      ),
    },
    { key: 'order', header: t('columns.order'), align: 'right', cell: (banner) => banner.weight },
    {
      key: 'dates',
      header: t('columns.dates'),
      cell: (banner) =>
        !banner.startDate && !banner.endDate ? (
          t('always')
        ) : (
          <span className="flex flex-col text-xs">
            {banner.startDate && (
              <span>
                {t('from')}
                <DateTime value={banner.startDate} />
              </span>
            )}
            {banner.endDate && (
              <span>
                {t('until')}
                <DateTime value={banner.endDate} />
              </span>
            )}
          </span>
        ),
    },
    {
      key: 'geo',
      header: t('columns.geo'),
      cell: (banner) => (banner.geo.length ? banner.geo.join(', ') : t('everywhere')),
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (banner) => {
        const state = bannerState(banner);
        return <StatusBadge tone={tones[state]}>{t(`state.${state}`)}</StatusBadge>;
      },
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (banner) => (
        <Button size="sm" variant="danger" onClick={() => setDeleting(banner)}>
          {t('actions.delete', { name: banner.name })}
        </Button>
      ),
    },
  ];
  return (
    <Page
      title={t('title')}
      description={t('description')}
      actions={<LinkButton to="new">{t('add')}</LinkButton>}
    >
      {remove.error && <ErrorNotice error={remove.error} />}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={banners.data?.banners}
        rowKey={(banner) => banner.id}
        loading={banners.isFetching}
        error={banners.error}
        onRetry={() => void banners.refetch()}
      />
      {deleting && (
        <ConfirmDialog
          open
          title={t('actions.delete', { name: deleting.name })}
          description={t('actions.confirmDelete', { name: deleting.name })}
          confirmLabel={t('actions.deleteConfirm')}
          confirmVariant="danger"
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
          }}
        />
      )}
    </Page>
  );
}
