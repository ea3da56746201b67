/** The signed-in staff member inside the console (set by the shell once /ops/me answered): `useOpsMe()`. */
import { createContext, useContext } from 'react';
import type { StaffMe } from '@contract/staff';

export const OpsMeContext = createContext<StaffMe | null>(null);

export function useOpsMe(): StaffMe {
  const me = useContext(OpsMeContext);
  if (!me) throw new Error('useOpsMe outside the ops shell');
  return me;
}
