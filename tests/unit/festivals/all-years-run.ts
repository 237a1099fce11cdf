/** Prints the all-years report as JSON (run with `node --import tsx`; see all-years-check.ts). */
import { runAllYearsCheck } from './all-years-check';

process.stdout.write(JSON.stringify(runAllYearsCheck()));
