/**
 * Every shell line of the README and docs/, except `npm install` lines (whose versions
 * tests/unit/docs/code-blocks.test.ts checks against package.json): where it is run. `test` is the file that
 * runs it, and `evidence` a piece of that file the code-blocks test finds there, so an entry cannot outlive the
 * test it names. `notRun` says why a line has no test, and what is checked instead: the package.json script it
 * runs, or the repository file it builds from.
 */
export type ShellCheck =
  { test: string; evidence: string } | { notRun: string; script: string } | { notRun: string; file: string }

export const SHELL_COMMANDS: Record<string, ShellCheck> = {
  'npm ci && npm run demo': {
    notRun:
      'the demo is `portkit create` + `npm install` + `portkit dev` in .portkit/demo-app, the path the README ' +
      'host-path spec runs from a clone; only the script is checked to exist',
    script: 'demo',
  },
  'npm test': { test: '.ci/run', evidence: 'npm test' },
  'npm run fuzz': {
    notRun:
      'takes minutes (100000 cases per property); `npm test` runs the same property files with 1000 cases ' +
      'through the same helper (tests/support/fuzz-settings.ts); only the script is checked to exist',
    script: 'fuzz',
  },
  'npx create-portkit my-app': {
    test: 'tests/e2e/readme-host-path.spec.ts',
    evidence: "'npx create-portkit my-app'",
  },
  'cd my-app && npm install': {
    test: 'tests/e2e/readme-host-path.spec.ts',
    evidence: "'cd my-app && npm install'",
  },
  'npm run dev': { test: 'tests/e2e/readme-host-path.spec.ts', evidence: "'npm run dev'" },
  'npx portkit create my-app --template next-app': {
    test: 'tests/support/next-app.ts',
    evidence: "extraArgs: ['--template', 'next-app']",
  },
  'npx portkit generate': {
    test: 'tests/unit/cli/cli.test.ts',
    evidence: "portkit('generate', '--cwd', work)",
  },
  'npx portkit doctor': {
    test: 'tests/unit/cli/doctor.test.ts',
    evidence: "portkit('doctor', '--cwd', idle.dir, '--timeout', '1000')",
  },
  'npx portkit doctor --devnet': {
    test: 'tests/unit/cli/doctor.test.ts',
    evidence: "portkit('doctor', '--cwd', app.dir, '--devnet')",
  },
  'npx portkit build': {
    test: 'tests/unit/cli/build.test.ts',
    evidence: "portkit('build', '--cwd', template.app)",
  },
  'npx portkit build --json': {
    test: 'tests/unit/cli/build.test.ts',
    evidence: "portkit('build', '--cwd', template.app, '--json')",
  },
  'npx portkit add siwx': { test: 'tests/unit/cli/build.test.ts', evidence: "portkit('add', 'siwx'" },
  'npx portkit remove siwx': { test: 'tests/unit/cli/build.test.ts', evidence: "portkit('remove', 'siwx'" },
  'npm run docs:build': { test: 'tests/unit/docs/docs-site.test.ts', evidence: 'buildSite(' },
  'npm run docs:gen': { test: 'tests/unit/docs/generated-pages.test.ts', evidence: 'GENERATED_PAGES' },
  'npx portkit serve migrate': {
    test: 'tests/unit/cli/serve-installed.test.ts',
    evidence: "['portkit', 'serve', 'migrate']",
  },
  'npx portkit serve project add my-app': {
    test: 'tests/unit/cli/serve-installed.test.ts',
    evidence: "['portkit', 'serve', 'project', 'add', 'my-app']",
  },
  'npx portkit serve project allow-origin my-app https://app.example.com': {
    test: 'tests/unit/cli/serve-installed.test.ts',
    evidence: "['portkit', 'serve', 'project', 'allow-origin', 'my-app', 'https://app.example.com']",
  },
  'npx portkit serve project list': {
    test: 'tests/unit/server/serve/scale-out.test.ts',
    evidence: "runServeCommand(['project', 'list']",
  },
  // The Dockerfile's CMD, `node node_modules/.bin/portkit serve`: the program `npx portkit` runs.
  'npx portkit serve': {
    test: 'tests/unit/cli/serve-installed.test.ts',
    evidence: 'spawn(dockerfile.cmd[0]!, dockerfile.cmd.slice(1)',
  },
  'docker build -t portkit-server .': {
    notRun:
      'no Docker engine runs where the tests run: serve-installed.test.ts runs the CMD and HEALTHCHECK of the ' +
      'Dockerfile on the package installed as it installs it, deploy-files.test.ts checks its rules',
    file: 'Dockerfile',
  },
  'docker compose up -d': {
    notRun:
      'no Docker engine runs where the tests run: deploy-files.test.ts checks the database wiring, the volume, ' +
      'the ports and the grace period of compose.yaml',
    file: 'compose.yaml',
  },
}
