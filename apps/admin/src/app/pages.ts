import type { StaffPermission } from '@jackdaw/contracts';
import type { LucideIcon } from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The navigation's groups, in the order the side navigation shows them (labels: common `nav.sections.*`). */
export const NAV_SECTIONS = [
  'overview',
  'players',
  'payments',
  'content',
  'compliance',
  'administration',
] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/**
 * A console page: `src/pages/<area>/page.ts` exports `page` of this type. The shell finds every
 * such file (no shared route list to edit), routes `/admin/<path>` to it for a role with
 * `permission`, and lists it in the side navigation when it has `nav`.
 */
export interface AdminPage {
  /** `<area>/*`: the page's own nested <Routes> handle what follows (e.g. `players/:id`). */
  path: string;
  /** The permission a role needs to open the page (the API checks each call again). */
  permission: StaffPermission;
  nav?: {
    /** A key of the page's own namespace (`<area>`), e.g. `nav.label`. */
    labelKey: string;
    icon: LucideIcon;
    /** Position within its section, lowest first. */
    order: number;
    section: NavSection;
  };
  /** The page's module, loaded when first opened; its default export is the page component. */
  load: () => Promise<{ default: ComponentType }>;
}

/** A page as the shell uses it: its area (the folder's name) and its lazily loaded component. */
export interface RegisteredPage extends AdminPage {
  area: string;
  Component: LazyExoticComponent<ComponentType>;
}

const modules = import.meta.glob<{ page: AdminPage }>('../pages/*/page.ts', { eager: true });

/** Every page of src/pages, by section then order. */
export const pages: readonly RegisteredPage[] = Object.entries(modules)
  .map(([file, module]) => ({
    ...module.page,
    area: /pages\/([^/]+)\/page\.ts$/.exec(file)![1]!,
    Component: lazy(module.page.load),
  }))
  .sort(
    (a, b) =>
      NAV_SECTIONS.indexOf(a.nav?.section ?? 'administration') -
        NAV_SECTIONS.indexOf(b.nav?.section ?? 'administration') ||
      (a.nav?.order ?? 0) - (b.nav?.order ?? 0) ||
      a.area.localeCompare(b.area),
  );

/** The URL of a page (its path without the trailing `/*`), relative to /admin/. */
export const pageHref = (page: AdminPage) => `/${page.path.replace(/\/?\*$/, '')}`;

/** The pages a set of permissions may open, in navigation order. */
export const pagesFor = (permissions: readonly StaffPermission[]) =>
  pages.filter((page) => permissions.includes(page.permission));
