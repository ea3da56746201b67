/**
 * The app's permission prompt (spec §4 "App permission request result", §6 "App permission prompts"): before a
 * feature uses a device permission (phone call to contact support …) the user is asked. Result: granted 1, denied 0,
 * always-denied -1 (he refused twice: not asked again). On always-denied the modal "操作权限已被拒绝，请手动前往设置"
 * with "立即设置" opens the settings — in the H5 build there are no system settings, so it lets him allow it here.
 * The decision is kept in localStorage per permission.
 */
import { confirm } from '@src/app/shell/feedback';

export type AppPermission = 'phone' | 'storage' | 'location' | 'camera';
export type PermissionResult = 1 | 0 | -1;

const PURPOSE: Record<AppPermission, string> = {
  phone: '拨打电话权限，用于联系客服',
  storage: '存储权限，用于上传和下载文件',
  location: '精确位置权限，用于发布动态和创建家族',
  camera: '相机权限，用于拍摄头像和扫码',
};

const key = (p: AppPermission) => `zupu:permission:${p}`;

function read(p: AppPermission): string | null {
  try { return globalThis.localStorage?.getItem(key(p)) ?? null; } catch { return null; }
}
function write(p: AppPermission, v: string | null) {
  try { if (v === null) globalThis.localStorage?.removeItem(key(p)); else globalThis.localStorage?.setItem(key(p), v); } catch { /* private mode */ }
}

/** Ask for a permission (once granted, not asked again). */
export async function requestAppPermission(p: AppPermission): Promise<PermissionResult> {
  const state = read(p);
  if (state === 'granted') return 1;
  if (state === 'denied2') {
    const settings = await confirm({ title: '提示', content: '操作权限已被拒绝，请手动前往设置', confirmText: '立即设置', cancelText: '取消' });
    if (!settings) return -1;
    write(p, null);
  }
  const ok = await confirm({ title: '权限申请', content: `族谱需要获取${PURPOSE[p]}。`, confirmText: '允许', cancelText: '拒绝' });
  if (ok) { write(p, 'granted'); return 1; }
  const again = read(p) === 'denied1';
  write(p, again ? 'denied2' : 'denied1');
  return again ? -1 : 0;
}
