/** Clan-book job events of a project over the realtime connection (topic `project:<id>`, events `book.job`). */
import { BookJobEvent, projectTopic } from '@contract/realtime';
import { useTopic } from '@src/lib/realtime';

/** Calls `onEvent` with each `book.job` event of the project; returns whether they flow (else poll as before). */
export function useJobEvents(projectId: number | null, onEvent: (e: BookJobEvent) => void): boolean {
  const { live } = useTopic(projectId ? projectTopic(projectId) : null, (data) => {
    const e = BookJobEvent.safeParse(data);
    if (e.success) onEvent(e.data);
  });
  return live;
}
