import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Serious and critical axe-core violations inside the modal (its shadow root), as "rule: target" lines. */
export async function modalViolations(page: Page): Promise<string[]> {
  // Colours are judged once the view's fade-in is over (mid-fade, text is still partly transparent).
  await page.waitForFunction(() =>
    document
      .querySelector('[data-portkit-modal]')
      ?.shadowRoot?.getAnimations()
      .every((animation) => animation.playState !== 'running'),
  )
  const results = await new AxeBuilder({ page }).include('[data-portkit-modal]').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`,
      ),
    )
}
