/** Saving a project's privacy and view password (/project/edit-privacy; needs 隐私与访问密码). */
import * as projects from '@contract/projects';
import { api } from '@src/lib/api-client';
import { queryKeyOf, queryClient } from '@src/lib/query';

export async function savePrivacy(p: projects.ProjectDetail, privacy: projects.ProjectPrivacy, password?: string): Promise<void> {
  await api(projects.editPrivacy, { id: p.id, privacy, password: password || undefined });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf(projects.detail, { id: p.id }) }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf(projects.privacy, { id: p.id }) }),
  ]);
}
