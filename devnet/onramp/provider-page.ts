import { formatUnits } from 'viem'
import { escapeMarkup } from '../../server/http/escape-markup.ts'
import type { CardField, CardProblem } from './card-check.ts'
import { ONRAMP_PAGE_PATH } from '../../server/data-api/onramp/devnet-onramp-provider.ts'
import { ONRAMP_FEE_PERCENT, type OnrampOrder } from '../../server/data-api/onramp/onramp-order.ts'

/** A test number shown on the form; it passes the Luhn check, like every card number. */
const TEST_CARD_NUMBER = '4242 4242 4242 4242'

const TITLE = 'Portkit devnet on-ramp'

const STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #f4f5f7; color: #15171a; }
main { max-width: 30rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
.badge { margin: 0 0 1rem; padding: .5rem .75rem; border-radius: 8px; background: #fff4d6; color: #5c4100; font-size: 13px; }
h1 { margin: 0 0 1rem; font-size: 1.4rem; } h2 { font-size: 1.05rem; margin: 1.25rem 0 .5rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0; }
dt { color: #555b63; } dd { margin: 0; text-align: end; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
form { display: grid; gap: .75rem; } label { display: grid; gap: .25rem; font-weight: 600; font-size: 14px; }
input { padding: .55rem .7rem; border: 1px solid #b9bec6; border-radius: 8px; font: inherit; }
input[aria-invalid='true'] { border-color: #b3261e; }
.field-error, .errors { color: #b3261e; font-weight: 400; font-size: 13px; margin: 0; }
.errors { padding: .5rem .75rem; border: 1px solid #b3261e; border-radius: 8px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
button { padding: .7rem; border: 0; border-radius: 8px; background: #1652f0; color: #fff; font: inherit; font-weight: 600; }
code { overflow-wrap: anywhere; }
`

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE}</title><style>${STYLE}</style></head>
<body><main>
<p class="badge">Devnet test provider: it stands in for a real on-ramp. No real card is charged; the crypto is sent on the local devnet chain.</p>
<h1>${TITLE}</h1>
${body}
</main></body>
</html>`
}

const money = (value: number, currency: string) => `${value.toFixed(2)} ${currency}`

/** The asset amount as bought: whole units, trailing zeros dropped. */
function assetAmount(order: OnrampOrder): string {
  return `${formatUnits(order.units, order.asset.decimals)} ${order.asset.symbol}`
}

function orderSummary(order: OnrampOrder): string {
  const rows: [string, string, string?][] = [
    ['You pay', money(order.price.total, order.currency), 'order-total'],
    [`Fee (${ONRAMP_FEE_PERCENT}%)`, money(order.price.fee, order.currency)],
    ['Subtotal', money(order.price.subtotal, order.currency)],
    ['You receive', assetAmount(order), 'order-amount'],
    ['Network', order.chain.name],
    ['To wallet', order.wallet, 'order-wallet'],
  ]
  const items = rows
    .map(
      ([term, value, id]) =>
        `<dt>${escapeMarkup(term)}</dt><dd${id ? ` data-testid="${id}"` : ''}>${escapeMarkup(value)}</dd>`,
    )
    .join('')
  return `<section aria-labelledby="order-title"><h2 id="order-title">Your order</h2><dl>${items}</dl></section>`
}

interface FieldSpec {
  field: CardField
  label: string
  attributes: string
}

const FIELDS: FieldSpec[] = [
  { field: 'name', label: 'Name on card', attributes: 'autocomplete="off" maxlength="100"' },
  {
    field: 'number',
    label: 'Card number',
    attributes: `inputmode="numeric" autocomplete="off" maxlength="23" placeholder="${TEST_CARD_NUMBER}"`,
  },
  {
    field: 'expiry',
    label: 'Expiry (MM/YY)',
    attributes: 'autocomplete="off" maxlength="7" placeholder="MM/YY"',
  },
  {
    field: 'cvc',
    label: 'CVC',
    attributes: 'inputmode="numeric" autocomplete="off" maxlength="4" placeholder="123"',
  },
]

function input(spec: FieldSpec, value: string, problem: CardProblem | undefined): string {
  const errorId = `${spec.field}-error`
  const invalid = problem ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
  const error = problem
    ? `<span class="field-error" id="${errorId}">${escapeMarkup(problem.message)}</span>`
    : ''
  return `<label>${escapeMarkup(spec.label)}<input name="${spec.field}" value="${escapeMarkup(value)}" ${spec.attributes}${invalid}>${error}</label>`
}

/**
 * The order and the devnet test card form. After a refused attempt the problems are listed and the name
 * and expiry kept; the card number and CVC are never written back into the page.
 */
export function orderPage(
  orderId: string,
  order: OnrampOrder,
  attempt: { name?: string; expiry?: string; problems?: CardProblem[] } = {},
): string {
  const problems = attempt.problems ?? []
  const problemOf = (field: CardField) => problems.find((problem) => problem.field === field)
  const summary =
    problems.length > 0
      ? `<div class="errors" role="alert"><p>The card was refused; nothing was charged:</p><ul>${problems
          .map((problem) => `<li>${escapeMarkup(problem.message)}</li>`)
          .join('')}</ul></div>`
      : ''
  const values: Record<CardField, string> = {
    name: attempt.name ?? '',
    number: '',
    expiry: attempt.expiry ?? '',
    cvc: '',
  }
  const [name, number, expiry, cvc] = FIELDS.map((spec) =>
    input(spec, values[spec.field], problemOf(spec.field)),
  )
  return page(`${orderSummary(order)}
<form method="post" action="${ONRAMP_PAGE_PATH}" aria-labelledby="card-title" novalidate>
<h2 id="card-title">Devnet test card</h2>
<p>A test card form for the devnet: no card is charged and no card data is kept. Use a test number such as
<code>${TEST_CARD_NUMBER}</code>, any future expiry and any 3-digit CVC.</p>
${summary}
<input type="hidden" name="order" value="${escapeMarkup(orderId)}">
${name}${number}<div class="row">${expiry}${cvc}</div>
<button type="submit">Pay ${escapeMarkup(money(order.price.total, order.currency))}</button>
</form>`)
}

/** After the transfer is mined: what was sent where, with the transaction hash. */
export function receiptPage(
  order: OnrampOrder,
  receipt: { hash: string; blockNumber: bigint; cardLast4: string },
): string {
  return page(`<h2>Purchase complete</h2>
<p role="status">${escapeMarkup(assetAmount(order))} sent to ${escapeMarkup(order.wallet)} on ${escapeMarkup(order.chain.name)}.</p>
<dl>
<dt>Paid</dt><dd>${escapeMarkup(money(order.price.total, order.currency))} by test card ending ${escapeMarkup(receipt.cardLast4)}</dd>
<dt>Received</dt><dd data-testid="receipt-amount">${escapeMarkup(assetAmount(order))}</dd>
<dt>Transaction</dt><dd><code data-testid="receipt-hash">${escapeMarkup(receipt.hash)}</code></dd>
<dt>Block</dt><dd>${escapeMarkup(receipt.blockNumber.toString())}</dd>
</dl>
<p>You can close this tab and go back to the app.</p>`)
}

/** A refusal: what is wrong, in words, and that nothing happened. */
export function problemPage(heading: string, reasons: string[]): string {
  return page(`<h2>${escapeMarkup(heading)}</h2>
<div class="errors" role="alert"><ul>${reasons.map((reason) => `<li>${escapeMarkup(reason)}</li>`).join('')}</ul></div>
<p>Nothing was charged and nothing was sent. Start again from the app.</p>`)
}

/** The provider's home: there is nothing to buy without an order from an app. */
export function homePage(): string {
  return page(`<p>Purchases start from an app: its on-ramp opens this provider with an order.</p>`)
}
