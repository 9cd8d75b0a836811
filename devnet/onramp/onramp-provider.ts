import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Address } from 'viem'
import type { TestAccount } from '../accounts.ts'
import { ApiError } from '../../server/http/api-error.ts'
import { readFormBody, sendHtmlPage } from '../../server/http/html-page.ts'
import { startHttpServer, type RunningServer } from '../../server/http/start-http-server.ts'
import type { PriceSource } from '../../server/data-api/prices/price-source.ts'
import type { ServedChain } from '../../server/data-api/served-chain.ts'
import { checkCard, type CardInput } from './card-check.ts'
import { createDelivery, type Deliver, type Delivery } from './onramp-delivery.ts'
import { ONRAMP_PAGE_PATH } from '../../server/data-api/onramp/devnet-onramp-provider.ts'
import { OnrampInputError, parseOrder, type OnrampOrder } from '../../server/data-api/onramp/onramp-order.ts'
import { homePage, orderPage, problemPage, receiptPage } from './provider-page.ts'

export interface OnrampProviderOptions {
  chains: ServedChain[]
  /** Prices orders as the data API quotes them (the same feeds). */
  prices: PriceSource
  /** The provider's funded devnet account, which holds what it sells and sends each purchase. */
  treasury: TestAccount
  /** Replaces the on-chain transfer (tests of the page's own rules). */
  deliver?: Deliver
}

export interface OnrampProvider extends RunningServer {
  /** The account purchases come from, so the history can tell them apart. */
  treasury: Address
}

interface StoredOrder {
  order: OnrampOrder
  status: 'open' | 'paying' | 'paid'
  receipt?: Delivery & { cardLast4: string }
}

/** Orders kept in memory; the oldest are forgotten past this many (a devnet runs for hours, not months). */
const MAX_ORDERS = 1_000
const FORM_BODY_BYTES = 16_384

/**
 * The devnet's on-ramp provider, on its own origin (its own loopback port): the page the generated
 * onramp URL leads to. GET shows the order and a devnet test card form; POST checks the card, then sends
 * the purchased amount from the provider's treasury to the destination wallet on the devnet chain and
 * shows the receipt with the transaction hash. An order is paid at most once.
 */
export async function startOnrampProvider(options: OnrampProviderOptions): Promise<OnrampProvider> {
  const deliver = options.deliver ?? createDelivery(options.treasury)
  const orders = new Map<string, StoredOrder>()

  function remember(order: OnrampOrder): string {
    const id = randomUUID()
    orders.set(id, { order, status: 'open' })
    if (orders.size > MAX_ORDERS) orders.delete(orders.keys().next().value!)
    return id
  }

  async function showOrder(url: URL, response: ServerResponse): Promise<void> {
    let order: OnrampOrder
    try {
      order = await parseOrder(url.searchParams, options.chains, options.prices)
    } catch (error) {
      if (!(error instanceof OnrampInputError)) throw error
      return html(response, 400, problemPage('This order cannot be started', [error.message]))
    }
    html(response, 200, orderPage(remember(order), order))
  }

  async function pay(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const type = request.headers['content-type']?.split(';')[0]?.trim()
    if (type !== 'application/x-www-form-urlencoded') {
      return html(
        response,
        415,
        problemPage('Payment refused', ['The payment must be sent by the card form']),
      )
    }
    const form = new URLSearchParams(await readForm(request))
    const stored = orders.get(form.get('order') ?? '')
    if (!stored) {
      return html(
        response,
        404,
        problemPage('Unknown order', [
          'This order is unknown or has expired; start the purchase again from the app',
        ]),
      )
    }
    const { order } = stored
    // Paid already (a reload, a second click): the same receipt, never a second transfer.
    if (stored.status === 'paid' && stored.receipt)
      return html(response, 200, receiptPage(order, stored.receipt))
    if (stored.status === 'paying') {
      return html(
        response,
        409,
        problemPage('Payment in progress', ['This order is being paid; wait for its receipt']),
      )
    }
    const card: CardInput = {
      name: form.get('name') ?? '',
      number: form.get('number') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
    }
    const problems = checkCard(card)
    if (problems.length > 0) {
      const id = form.get('order')!
      return html(response, 400, orderPage(id, order, { name: card.name, expiry: card.expiry, problems }))
    }
    stored.status = 'paying'
    let delivery: Delivery
    try {
      delivery = await deliver(order)
    } catch (error) {
      stored.status = 'open'
      console.error('portkit devnet on-ramp: delivery failed', error)
      const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error)
      return html(
        response,
        502,
        problemPage('The transfer failed', [`The devnet chain refused the transfer: ${reason}`]),
      )
    }
    stored.status = 'paid'
    stored.receipt = { ...delivery, cardLast4: card.number.replace(/\D/g, '').slice(-4) }
    html(response, 200, receiptPage(order, stored.receipt))
  }

  const server = await startHttpServer(() => async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.invalid')
    try {
      if (request.method === 'GET' && url.pathname === '/') return html(response, 200, homePage())
      if (url.pathname === ONRAMP_PAGE_PATH && request.method === 'GET') return await showOrder(url, response)
      if (url.pathname === ONRAMP_PAGE_PATH && request.method === 'POST') return await pay(request, response)
      html(response, 404, problemPage('Not found', [`Nothing is served at ${url.pathname}`]))
    } catch (error) {
      if (response.headersSent) return void response.destroy()
      if (error instanceof ApiError)
        return html(
          response,
          error.status,
          problemPage(
            'Refused',
            error.reasons.map((r) => r.description),
          ),
        )
      console.error('portkit devnet on-ramp error:', error)
      html(response, 500, problemPage('Something went wrong', ['The devnet provider failed; see its log']))
    }
  })
  return { ...server, treasury: options.treasury.address }
}

function readForm(request: IncomingMessage): Promise<string> {
  return readFormBody(request, FORM_BODY_BYTES, 'a card form')
}

/** A provider page takes card details: its forms post only to this origin (sendHtmlPage). */
function html(response: ServerResponse, status: number, body: string): void {
  sendHtmlPage(response, status, body, { formAction: "'self'" })
}
