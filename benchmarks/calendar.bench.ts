/** `npm run bench -- calendar`: parse + convert 100,000 dates; kinship terms for 10,000 pairs in a 100k clan. */
import { reporter } from './report';
import { runParseBench } from './calendar-parse';
import { runKinshipBench } from './calendar-kinship';

export default async function run(): Promise<void> {
  const report = reporter('calendar');
  await runParseBench(report);
  await runKinshipBench(report);
}
