// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rehearseLayout } from '../../../runtime/ui/rehearse-layout.ts'

const DATA_ICON = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('rehearseLayout (issue 9, bug 9: the first open pays no first-layout cost)', () => {
  it('lays out a hidden, inert copy that loads no remote image, then removes it', () => {
    document.body.innerHTML = `<div class="themed"><div class="overlay" style="display: none">
      <img class="remote" src="https://wallets.example/icon.png" srcset="https://wallets.example/icon@2x.png 2x">
      <img class="inline" src="${DATA_ICON}"></div></div>`
    const overlay = document.querySelector('.overlay')!
    const laidOut: {
      visibility: string
      display: string
      inert: boolean
      remote: string | null
      inline: string | null
      srcset: string | null
    }[] = []
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      laidOut.push({
        visibility: this.style.visibility,
        display: this.style.display,
        inert: this.inert,
        remote: this.querySelector('.remote')!.getAttribute('src'),
        inline: this.querySelector('.inline')!.getAttribute('src'),
        srcset: this.querySelector('.remote')!.getAttribute('srcset'),
      })
      return new DOMRect()
    })

    rehearseLayout(overlay)

    expect(laidOut).toEqual([
      { visibility: 'hidden', display: '', inert: true, remote: null, inline: DATA_ICON, srcset: null },
    ])
    expect(document.querySelectorAll('.overlay')).toHaveLength(1)
    expect((overlay as HTMLElement).style.display).toBe('none')
  })
})
