// Adds up the JSON results jest wrote for each project and prints one closing line. Failed tests are
// listed by name with the start of their message, so a CI log that keeps only its tail names them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, seconds] = process.argv.slice(2);
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let suitesFailed = 0;
const failures = [];
for (const file of files) {
  const result = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  suitesFailed += result.numRuntimeErrorTestSuites ?? 0;
  for (const suite of result.testResults ?? []) {
    const where = suite.name.replace(`${process.cwd()}/`, '');
    if (suite.status === 'failed' && (suite.assertionResults ?? []).every((t) => t.status !== 'failed')) {
      failures.push(`${where}: ${firstLines(suite.message)}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${where} › ${test.fullName}: ${firstLines((test.failureMessages ?? []).join('\n'))}`);
    }
  }
  console.log(`  ${file.replace(/\.json$/, '').padEnd(24)} ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${files.length} projects tested in ${seconds}s`);
console.log(`tests: ${passed} passed, ${failed + suitesFailed} failed`);
process.exit(files.length === 0 || failed + suitesFailed > 0 || passed === 0 ? 1 : 0);

function firstLines(text) {
  // eslint-disable-next-line no-control-regex
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 8)
    .join(' | ')
    .slice(0, 1200);
}
