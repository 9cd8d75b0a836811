import { createInterface } from 'node:readline/promises'

export interface Prompter {
  /** Shows `question (fallback): `; an empty answer takes the fallback. */
  ask(question: string, fallback: string): Promise<string>
  close(): void
}

/** Only for a human at a terminal: callers check stdin.isTTY and --yes first, so CI never blocks. */
export function createPrompter(): Prompter {
  const readline = createInterface({ input: process.stdin, output: process.stdout })
  return {
    async ask(question, fallback) {
      const answer = (await readline.question(`${question} (${fallback}): `)).trim()
      return answer === '' ? fallback : answer
    },
    close: () => readline.close(),
  }
}
