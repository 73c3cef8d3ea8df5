// Lints source texts as if they stood at given paths, with the workspace's ESLint config, and
// prints the complaints of one rule per text. Runs as its own process because ESLint loads its
// flat config as an ES module. Input on stdin: { rule, cases: [{ filePath, code }] }.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { rule, cases } = JSON.parse(input);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push((result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
