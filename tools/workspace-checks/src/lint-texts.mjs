// Lints source texts as if they stood at given paths, with the workspace's ESLint config, and
// prints each text's complaints as { ruleId, message }. Runs as its own process because ESLint loads its
// flat config as an ES module. Input on stdin: { cases: [{ filePath, code }] }.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { cases } = JSON.parse(input);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
