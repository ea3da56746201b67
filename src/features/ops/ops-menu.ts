/** The console's side menu from OPS_SCREENS and his roles (pure: tested without a DOM). */
import { STAFF_ROLES, STAFF_ROLE_NAMES, type StaffRole } from '@contract/staff';
import type { ComponentType } from 'react';

/** One console screen (listed in ops-screens.ts). */
export interface OpsScreen {
  /** Below /ops/ ('' = the home). */
  path: string;
  /** Menu and page title. */
  title: string;
  /** The section it is listed in and the role that may open it; undefined = every staff member (the home). */
  role?: StaffRole;
  load: () => Promise<{ default: ComponentType }>;
}

export interface MenuSection {
  /** undefined: the common section (the home). */
  role?: StaffRole;
  title: string;
  items: OpsScreen[];
}

/** May he open the screen? Admin opens all; otherwise the screen's role, or any staff for a screen without one. */
export const canOpen = (screen: OpsScreen, roles: readonly StaffRole[]): boolean =>
  !screen.role || roles.includes('admin') || roles.includes(screen.role);

/**
 * The common section first, then one section per role he holds (all roles for an admin), in STAFF_ROLES order;
 * a role's section is listed even while it has no screen yet (the shell shows 即将开放).
 */
export function menuSections(screens: readonly OpsScreen[], roles: readonly StaffRole[]): MenuSection[] {
  const shown = roles.includes('admin') ? STAFF_ROLES : STAFF_ROLES.filter((r) => roles.includes(r));
  return [
    { title: '概览', items: screens.filter((s) => !s.role) },
    ...shown.map((role) => ({ role, title: STAFF_ROLE_NAMES[role], items: screens.filter((s) => s.role === role) })),
  ];
}
