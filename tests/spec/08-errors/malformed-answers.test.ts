import { describe, expect, it } from 'vitest'
import { MalformedAnswerError, PortkitError, UnexpectedAnswerError } from '../../../runtime/core/errors.ts'
import { errorMessage } from '../../../runtime/core/i18n/shown-message.ts'
import { createDataApiClient } from '../../../runtime/services/api/clients.ts'
import { fetchTokenBalances, fetchSupportedChains } from '../../../runtime/services/balance.ts'
import { fetchHistoryPage } from '../../../runtime/services/history.ts'
import { fetchIdentity } from '../../../runtime/services/identity.ts'

/** A data API that answers 200 with `body` to every request, as a broken or hostile server may. */
const answering = (body: unknown) =>
  createDataApiClient({
    baseUrl: 'http://data.invalid',
    projectId: 'p',
    sdkVersion: 'react-portkit-0.1.0',
    fetch: () => Promise.resolve(Response.json(body)),
  })

const ADDRESS = '0x0000000000000000000000000000000000000001'

describe('spec 8: a service answer outside its contract is a MalformedAnswerError hosts can match', () => {
  it.each([
    [
      'balance',
      (body: unknown) => fetchTokenBalances(answering(body), { address: ADDRESS, chainId: 'eip155:1' }),
    ],
    ['supported-chains', (body: unknown) => fetchSupportedChains(answering(body))],
    ['history', (body: unknown) => fetchHistoryPage(answering(body), { account: ADDRESS })],
    ['identity', (body: unknown) => fetchIdentity(answering(body), ADDRESS)],
  ])('%s', async (what, read) => {
    const failure = await read('not the contract').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(MalformedAnswerError)
    expect(failure).toBeInstanceOf(PortkitError)
    expect(failure).toMatchObject({
      name: 'MalformedAnswerError',
      what,
      message: `Malformed ${what} response`,
    })
  })
})

describe("spec 8: a service's broken answer shows the caller's fallback, never its English", () => {
  it.each([
    new MalformedAnswerError('balance'),
    new UnexpectedAnswerError('The data API did not revoke the session'),
  ])('%s', (failure) => {
    expect(errorMessage(failure, 'SOMETHING_WENT_WRONG')).toEqual({ key: 'SOMETHING_WENT_WRONG' })
  })
})
