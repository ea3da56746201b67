/**
 * The staff domain's API for other domains: the site-level staff check, used in services like requireProjectRole.
 *
 *   await requireStaff(ctx, 'finance');                 // a refund screen's service: finance or admin, else msg 0
 *   await requireStaff(ctx, ['moderator', 'service']);  // any of them (or admin)
 *   const roles = await staffRolesOf(ctx.db, userId);   // [] for non-staff
 *
 * Roles are given only by the command line (`npm run staff -- grant <phone> <role>`: grantByPhone, revokeByPhone,
 * staffList), never through the API.
 */
export { requireStaff, staffRolesOf, staffList } from './staff.service';
export { grantByPhone, revokeByPhone, StaffCliError } from './staff-cli.service';
