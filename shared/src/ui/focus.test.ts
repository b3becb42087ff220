import { focusableElements } from './focus'

describe('focusableElements', () => {
  it('lists the elements in the Tab order, leaving out the disabled, the hidden and those out of it by tabindex -1', () => {
    document.body.innerHTML = `
      <button id="first">a</button>
      <button id="roving" tabindex="-1">b</button>
      <button disabled>c</button>
      <input id="field" />
      <input type="hidden" />
      <a href="#" hidden>d</a>
      <div tabindex="0" id="panel"></div>
      <div tabindex="-1"></div>`
    expect(focusableElements(document.body).map((element) => element.id)).toEqual(['first', 'field', 'panel'])
  })
})
