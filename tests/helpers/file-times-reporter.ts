/**
 * A vitest reporter that writes the time each test file took, for the slowest-files report of `npm test`
 * (scripts/test.mjs). One JSON array to the file named by FILE_TIMES (nothing when it is unset):
 * `[{ project, file, ms, tests }]`, where ms = environment + prepare + setup + import/collect + tests and hooks
 * (the JSON reporter's start/end only cover the tests, not the imports and beforeAll that make a file slow).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  project: string;
  file: string;
  ms: number;
  tests: number;
}

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env.FILE_TIMES;
    if (!out) return;
    const rows: FileTime[] = modules.map((m) => {
      const d = m.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      return { project: m.project.name, file: relative(process.cwd(), m.moduleId), ms: Math.round(ms), tests: [...m.children.allTests()].length };
    });
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(rows.sort((a, b) => b.ms - a.ms), null, 1));
  }
}
