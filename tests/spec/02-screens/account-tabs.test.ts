import { describe, expect, it } from 'vitest'
import { createAccountController } from '../../../runtime/controllers/account.ts'
import { createState } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { scriptedAdapter } from '../../support/scripted-adapter.ts'

describe('spec 2 and 3: Account tabs (account state currentTab)', () => {
  it('starts on Tokens and switches to NFTs and Activity', () => {
    const { adapter } = scriptedAdapter()
    const account = createAccountController(createState(testConfig()), () => adapter)
    expect(account.currentTab.value).toBe('Tokens')
    account.setCurrentTab('NFTs')
    expect(account.currentTab.value).toBe('NFTs')
    account.setCurrentTab('Activity')
    expect(account.currentTab.value).toBe('Activity')
  })

  it('is per instance', () => {
    const { adapter } = scriptedAdapter()
    const a = createAccountController(createState(testConfig()), () => adapter)
    const b = createAccountController(createState(testConfig()), () => adapter)
    a.setCurrentTab('Activity')
    expect(b.currentTab.value).toBe('Tokens')
  })
})
