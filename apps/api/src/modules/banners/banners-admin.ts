import {
  DEFAULT_LANGUAGE,
  ErrorCode,
  type AdminBanner,
  type AdminBannerBody,
  type BannerTranslation,
} from '@jackdaw/contracts';
import type { SqlRunner, SqlSession } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService, StaffActor } from '../audit/index.js';
import type { UploadsService } from '../uploads/index.js';

/**
 * What staff do to the promo carousel (issue 20): list, add, replace, delete banners and upload
 * their pictures. Each change is one transaction with its audit row; then the carousel's cache
 * of this instance is dropped (`invalidate`), other instances follow within their minute.
 */

export interface StaffContext {
  actor: StaffActor;
  address: string | null;
}

interface BannerRow {
  id: number;
  name: string;
  type: string;
  weight: number;
  turning_speed: number;
  button_link_desktop: string;
  button_link_mob: string;
  img_mob: string;
  img_desktop: string;
  start_date: Date | string | null;
  end_date: Date | string | null;
  geo: string[];
  translations: BannerTranslation[] | string;
  active: boolean;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const bannerOf = (row: BannerRow): AdminBanner => ({
  id: row.id,
  name: row.name,
  type: row.type,
  weight: Number(row.weight),
  turningSpeed: Number(row.turning_speed),
  buttonLinkDesktop: row.button_link_desktop,
  buttonLinkMob: row.button_link_mob,
  imgMob: row.img_mob,
  imgDesktop: row.img_desktop,
  startDate: iso(row.start_date),
  endDate: iso(row.end_date),
  geo: row.geo,
  translations:
    typeof row.translations === 'string' ? JSON.parse(row.translations) : row.translations,
  active: row.active,
});

const COLUMNS = `id, name, type, weight, turning_speed, button_link_desktop, button_link_mob,
  img_mob, img_desktop, start_date, end_date, geo, translations, active`;

const notFound = () => new AppError(404, ErrorCode.BannerNotFound, 'No such banner.');
const invalid = (message: string) => AppError.badRequest(message, ErrorCode.BannerInvalid);

export interface BannersAdminDependencies {
  sql: SqlRunner;
  audit: AuditService;
  uploads: UploadsService;
  /** Drops the carousel's cache (the banners service's `invalidate`). */
  bannersChanged: () => void;
}

export function createBannersAdmin({
  sql,
  audit,
  uploads,
  bannersChanged,
}: BannersAdminDependencies) {
  /** Checks what the contract cannot: dates in order, languages, pictures that exist. */
  async function check(tx: SqlSession, body: AdminBannerBody) {
    if (body.startDate && body.endDate && Date.parse(body.endDate) <= Date.parse(body.startDate)) {
      throw invalid('The end must come after the start.');
    }
    const languages = body.translations.map((translation) => translation.language);
    if (new Set(languages).size !== languages.length) throw invalid('A language is given twice.');
    if (!languages.includes(DEFAULT_LANGUAGE)) {
      throw invalid('The English text is required: every other language falls back to it.');
    }
    for (const image of new Set([body.imgMob, body.imgDesktop])) {
      if (image.startsWith('/static/uploads/') && !(await uploads.find(tx, image))) {
        throw AppError.badRequest(`No upload ${image}.`, ErrorCode.UploadNotFound);
      }
    }
  }

  const values = (body: AdminBannerBody) => [
    body.name,
    body.type ?? 'promo',
    body.weight,
    body.turningSpeed,
    body.buttonLinkDesktop,
    body.buttonLinkMob,
    body.imgMob,
    body.imgDesktop,
    body.startDate,
    body.endDate,
    [...new Set(body.geo)],
    JSON.stringify(body.translations),
    body.active,
  ];

  async function nameFree(tx: SqlSession, name: string, id: number | null) {
    const [taken] = await tx.query<{ id: number }>(
      'select id from banners where name = $1 and id is distinct from $2',
      [name, id],
    );
    if (taken) throw new AppError(409, ErrorCode.BannerNameTaken, 'Another banner has that name.');
  }

  async function change<T>(work: (tx: SqlSession) => Promise<T>): Promise<T> {
    const result = await sql.transaction(work);
    bannersChanged();
    return result;
  }

  return {
    async list() {
      const rows = await sql.query<BannerRow>(`select ${COLUMNS} from banners order by weight, id`);
      return { statusCode: 200 as const, banners: rows.map(bannerOf) };
    },

    async create(body: AdminBannerBody, context: StaffContext) {
      return change(async (tx) => {
        await check(tx, body);
        await nameFree(tx, body.name, null);
        const [row] = await tx.query<BannerRow>(
          `insert into banners (name, type, weight, turning_speed, button_link_desktop,
             button_link_mob, img_mob, img_desktop, start_date, end_date, geo, translations, active)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12::jsonb, $13)
           returning ${COLUMNS}`,
          values(body),
        );
        const banner = bannerOf(row!);
        await audit.record(tx, {
          ...context,
          action: 'banner.create',
          target: { type: 'banner', id: banner.id },
          after: banner,
        });
        return { statusCode: 200 as const, banner };
      });
    },

    async replace(id: number, body: AdminBannerBody, context: StaffContext) {
      return change(async (tx) => {
        const [before] = await tx.query<BannerRow>(
          `select ${COLUMNS} from banners where id = $1 for update`,
          [id],
        );
        if (!before) throw notFound();
        await check(tx, body);
        await nameFree(tx, body.name, id);
        const [row] = await tx.query<BannerRow>(
          `update banners set name = $1, type = $2, weight = $3, turning_speed = $4,
             button_link_desktop = $5, button_link_mob = $6, img_mob = $7, img_desktop = $8,
             start_date = $9, end_date = $10, geo = $11::text[], translations = $12::jsonb,
             active = $13
           where id = $14 returning ${COLUMNS}`,
          [...values(body), id],
        );
        const banner = bannerOf(row!);
        await audit.record(tx, {
          ...context,
          action: 'banner.edit',
          target: { type: 'banner', id },
          before: bannerOf(before),
          after: banner,
        });
        return { statusCode: 200 as const, banner };
      });
    },

    async remove(id: number, context: StaffContext) {
      return change(async (tx) => {
        const [before] = await tx.query<BannerRow>(
          `delete from banners where id = $1 returning ${COLUMNS}`,
          [id],
        );
        if (!before) throw notFound();
        await audit.record(tx, {
          ...context,
          action: 'banner.delete',
          target: { type: 'banner', id },
          before: bannerOf(before),
        });
        return { statusCode: 200 as const, id };
      });
    },

    async upload(body: unknown, context: StaffContext) {
      return sql.transaction(async (tx) => {
        const upload = await uploads.store(tx, body, context.actor.staffId);
        await audit.record(tx, {
          ...context,
          action: 'upload.create',
          target: { type: 'upload', id: upload.url },
          after: upload,
        });
        return { statusCode: 200 as const, upload };
      });
    },
  };
}

export type BannersAdmin = ReturnType<typeof createBannersAdmin>;
