import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** axe-core's browser build, read once per worker: the one @axe-core/playwright depends on and runs. */
let axeSource: string | undefined
const source = () => {
  const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))
  return (axeSource ??= readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8'))
}

/** The part of axe's result read here. */
interface Violation {
  id: string
  impact?: string | null
  nodes: { target: unknown; failureSummary?: string }[]
}

/**
 * Serious and critical axe-core violations inside the modal (its shadow root), as "rule: target" lines.
 * axe is put in the page once and run on the modal only; `rules` narrows the run (e.g. to
 * `color-contrast` when only the colours changed since the last full run).
 */
export async function modalViolations(page: Page, { rules }: { rules?: string[] } = {}): Promise<string[]> {
  await settled(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source())
  // Only violations are collected: passes and incomplete results are most of axe's work and unused here.
  const options = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  }
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> }
        }
      ).axe.run({ include: [['[data-portkit-modal]']] }, options),
    options,
  )
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`,
      ),
    )
}

/**
 * Waits until the modal is still: no fade running and nothing redrawn for a moment. Colours are judged once
 * a fade-in is over (mid-fade, text is still partly transparent), and a view whose content arrives later
 * (the onramp's fields once its options load) starts a new fade then, after an earlier check passed.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const root = document.querySelector('[data-portkit-modal]')?.shadowRoot
        if (!root) return resolve()
        const QUIET_MS = 200
        let timer = 0
        const check = () => {
          clearTimeout(timer)
          const fading = root
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .filter((animation) => animation.playState === 'running')
          if (fading.length > 0)
            return void Promise.all(fading.map((a) => a.finished.catch(() => {}))).then(check)
          timer = window.setTimeout(() => {
            observer.disconnect()
            resolve()
          }, QUIET_MS)
        }
        const observer = new MutationObserver(check)
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
        check()
      }),
  )
}
