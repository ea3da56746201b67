/** Clan-book job events of a project over the realtime connection (topic `project:<id>`, events `book.job`). */
import { projectTopic, type BookJobEvent } from '@contract/realtime';
import { useTopic } from '@src/lib/realtime';

/** Calls `onEvent` with each `book.job` event of the project; returns whether they flow (else poll as before). */
export function useJobEvents(projectId: number | null, onEvent: (e: BookJobEvent) => void): boolean {
  const { live } = useTopic(projectId ? projectTopic(projectId) : null, (data) => {
    // the topic carries other events too; our server sends well-formed ones (the client does not re-validate)
    if ((data as { type?: unknown } | null)?.type === 'book.job') onEvent(data as BookJobEvent);
  });
  return live;
}
