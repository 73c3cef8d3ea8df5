// Adds up the JSON results jest wrote for each project and prints one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, seconds] = process.argv.slice(2);
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let suitesFailed = 0;
for (const file of files) {
  const result = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  suitesFailed += result.numRuntimeErrorTestSuites ?? 0;
  console.log(`  ${file.replace(/\.json$/, '').padEnd(24)} ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
}
console.log(`${files.length} projects tested in ${seconds}s`);
console.log(`tests: ${passed} passed, ${failed + suitesFailed} failed`);
process.exit(files.length === 0 || failed + suitesFailed > 0 || passed === 0 ? 1 : 0);
