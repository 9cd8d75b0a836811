import { readFileSync } from 'node:fs'

/** What serve-installed.test.ts takes from the Dockerfile's last (runtime) stage. */
export interface RuntimeImage {
  /** CMD, a JSON array. */
  cmd: string[]
  /** The command of HEALTHCHECK ... CMD [...], a JSON array. */
  healthcheck: string[]
  user: string | undefined
  expose: string | undefined
  /** The packages its `npm install` adds beside the portkit tarball (`name@range`). */
  installs: string[]
}

/** The Dockerfile's instructions (continued lines joined, comments dropped), its runtime stage read. */
export function readDockerfile(file: string): RuntimeImage {
  const instructions = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const lastStage = instructions.reduce((last, line, i) => (line.startsWith('FROM ') ? i : last), 0)
  const runtime = instructions.slice(lastStage)
  const argument = (keyword: string) =>
    runtime
      .filter((line) => line.startsWith(`${keyword} `))
      .pop()
      ?.slice(keyword.length + 1)
      .trim()
  const install = runtime
    .filter((line) => line.startsWith('RUN '))
    .flatMap((line) => line.slice(4).split('&&'))
    .map((command) => command.trim().split(/\s+/))
    .find((words) => words[0] === 'npm' && words[1] === 'install')
  return {
    cmd: JSON.parse(argument('CMD') ?? 'null') as string[],
    healthcheck: JSON.parse(/\bCMD (\[.*\])$/.exec(argument('HEALTHCHECK') ?? '')?.[1] ?? 'null') as string[],
    user: argument('USER'),
    expose: argument('EXPOSE'),
    installs: (install ?? []).slice(2).filter((word) => !word.startsWith('-') && !word.endsWith('.tgz')),
  }
}
