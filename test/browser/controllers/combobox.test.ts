/**
 * `Combobox` alone (src/ui/combobox.ts, drawn by `renderCombobox` of src/ui/listbox.ts), on a minimal host element
 * listing five fruits: the keys (ArrowDown, Alt+ArrowDown, ArrowUp, Home, End, Enter, Escape) with real key presses,
 * the active option as `aria-activedescendant` only while the list is open, the list wrapping at both ends (or asking
 * the picker for more past the last option), a choice by Enter or a click, typing that filters and opens, Escape
 * that closes then takes back only what was typed, and focus leaving that closes the list.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { Combobox, type ComboboxModel } from '../../../src/ui/combobox.js';
import { listboxStyles, matchesWords, renderCombobox } from '../../../src/ui/listbox.js';
import { defineElement } from '../../../src/ui/define-element.js';

const FRUITS = ['Abricot', 'Banane', 'Cerise', 'Datte', 'Figue'];

class ComboboxHost extends LitElement {
  static override styles = listboxStyles;
  chosen?: string;
  /** What the model was told, in order: `typed:…`, `choose:…`, `pastEnd`. */
  readonly told: string[] = [];
  /** When set, `pastEnd` says that more options are coming (a next page). */
  moreComing = false;
  readonly combobox: Combobox<string> = new Combobox<string>(this, this.model());

  private model(): ComboboxModel<string> {
    return {
      keys: () => FRUITS.filter((fruit) => matchesWords(fruit, this.combobox.filter)),
      chosen: () => this.chosen,
      chosenText: () => this.chosen,
      choose: (key) => {
        this.told.push(`choose:${key}`);
        this.chosen = key;
        this.combobox.show(key);
      },
      pastEnd: () => (this.told.push('pastEnd'), this.moreComing),
      typed: (text) => void this.told.push(`typed:${text}`),
      optionId: (key) => `fruit-${key}`,
    };
  }

  override render() {
    const c = this.combobox;
    const keys = FRUITS.filter((fruit) => matchesWords(fruit, c.filter));
    return html`${renderCombobox({
        field: { id: 'fruit', label: 'Fruit', required: !this.chosen, requiredText: 'obligatoire' },
        parts: { input: 'picker' },
        listId: 'fruits',
        notesId: 'fruit-notes',
        listLabel: 'Fruits',
        text: c.text,
        expanded: c.open && keys.length > 0,
        activeId: c.active === undefined ? undefined : `fruit-${c.active}`,
        options: keys.map(
          (key) =>
            html`<div role="option" id="fruit-${key}" class="choice ${c.active === key ? 'active' : ''}" aria-selected=${key === this.chosen ? 'true' : 'false'} @click=${() => c.pick(key)}>
              <span class="choice-name">${key}</span>
            </div>`,
        ),
        notes: '',
        onInput: c.onInput,
        onKeydown: c.onKeydown,
        onClick: c.onClick,
        onFocusOut: c.onFocusOut,
      })}<button type="button">Après</button>`;
  }
}
defineElement('combobox-host', ComboboxHost);

const input = (host: ComboboxHost) => host.shadowRoot!.querySelector<HTMLInputElement>('[role="combobox"]')!;
const expanded = (host: ComboboxHost) => input(host).getAttribute('aria-expanded');
/** The active option's name, read through `aria-activedescendant` ('' when none). */
const active = (host: ComboboxHost): string => {
  const id = input(host).getAttribute('aria-activedescendant');
  return id ? (host.shadowRoot!.getElementById(id)?.textContent?.trim() ?? `missing #${id}`) : '';
};

async function press(host: ComboboxHost, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await sendKeys({ press: key });
    await host.updateComplete;
  }
}

async function mount(): Promise<ComboboxHost> {
  const host = await fixture<ComboboxHost>(html`<combobox-host></combobox-host>`);
  input(host).focus();
  return host;
}

describe('Combobox', () => {
  it('opens on ArrowDown at the first option, moves, and wraps past the last back to the first', async () => {
    const host = await mount();
    expect(`${expanded(host)} ${active(host)}`).to.equal('false ');
    expect(input(host).hasAttribute('aria-activedescendant')).to.equal(false);
    await press(host, 'ArrowDown');
    expect(`${expanded(host)} ${active(host)}`).to.equal('true Abricot');
    await press(host, 'ArrowDown', 'ArrowDown');
    expect(active(host)).to.equal('Cerise');
    await press(host, 'End');
    expect(active(host)).to.equal('Figue');
    // Past the last: the picker is asked for more; nothing more comes, so the list wraps.
    await press(host, 'ArrowDown');
    expect(active(host)).to.equal('Abricot');
    expect(host.told.filter((t) => t === 'pastEnd').length).to.equal(1);
    // Before the first: the last.
    await press(host, 'ArrowUp');
    expect(active(host)).to.equal('Figue');
    await press(host, 'Home');
    expect(active(host)).to.equal('Abricot');
    // The active option is the one drawn active, and the only one.
    expect([...host.shadowRoot!.querySelectorAll('.choice.active')].map((o) => o.textContent!.trim()).join()).to.equal('Abricot');
  });

  it('stays on the last option while the picker says more is coming', async () => {
    const host = await mount();
    host.moreComing = true;
    await press(host, 'ArrowDown', 'End', 'ArrowDown');
    expect(active(host)).to.equal('Figue');
    expect(host.told.filter((t) => t === 'pastEnd').length).to.equal(1);
  });

  it('opens on ArrowUp at the last option, and Alt+ArrowDown opens without choosing an active option', async () => {
    const host = await mount();
    await press(host, 'ArrowUp');
    expect(`${expanded(host)} ${active(host)}`).to.equal('true Figue');
    await press(host, 'Escape');
    expect(expanded(host)).to.equal('false');
    await press(host, 'Alt+ArrowDown');
    expect(`${expanded(host)} ${active(host)}`).to.equal('true ');
  });

  it('chooses the active option on Enter, closes, and opens again on the chosen one', async () => {
    const host = await mount();
    await press(host, 'ArrowDown', 'ArrowDown', 'Enter');
    expect(`${expanded(host)} ${input(host).value}`).to.equal('false Banane');
    expect(host.told.at(-1)).to.equal('choose:Banane');
    expect(input(host).hasAttribute('aria-activedescendant')).to.equal(false);
    expect(host.shadowRoot!.querySelector('[aria-selected="true"]')!.textContent!.trim()).to.equal('Banane');
    await press(host, 'ArrowDown');
    expect(active(host)).to.equal('Banane');
    await press(host, 'ArrowUp');
    expect(active(host)).to.equal('Abricot');
  });

  it('lets Enter on a closed list go on to the form, and on an open list with no active option only close it', async () => {
    const host = await mount();
    const seen: boolean[] = [];
    host.shadowRoot!.addEventListener('keydown', (event) => (event as KeyboardEvent).key === 'Enter' && seen.push(event.defaultPrevented));
    await press(host, 'Enter');
    await press(host, 'Alt+ArrowDown', 'Enter');
    expect(seen.join()).to.equal('false,true');
    expect(`${expanded(host)} ${host.told.filter((t) => t.startsWith('choose')).length}`).to.equal('false 0');
  });

  it('chooses an option clicked', async () => {
    const host = await mount();
    await press(host, 'ArrowDown');
    host.shadowRoot!.getElementById('fruit-Datte')!.click();
    await host.updateComplete;
    expect(`${expanded(host)} ${input(host).value} ${host.told.at(-1)}`).to.equal('false Datte choose:Datte');
  });

  it('filters on what is typed, opens, and tells the picker', async () => {
    const host = await mount();
    await sendKeys({ type: 'an' });
    await host.updateComplete;
    expect(expanded(host)).to.equal('true');
    expect([...host.shadowRoot!.querySelectorAll('[role="option"]')].map((o) => o.textContent!.trim()).join()).to.equal('Banane');
    expect(host.told.filter((t) => t.startsWith('typed')).join()).to.equal('typed:a,typed:an');
    await press(host, 'ArrowDown', 'Enter');
    expect(input(host).value).to.equal('Banane');
  });

  it('closes on Escape and shows the choice again; on a closed list takes back only what was typed, then goes on to the page', async () => {
    const host = await mount();
    await press(host, 'ArrowDown', 'Enter');
    expect(input(host).value).to.equal('Abricot');
    const reachedPage: string[] = [];
    const onPage = (event: KeyboardEvent) => event.key === 'Escape' && reachedPage.push(input(host).value);
    document.addEventListener('keydown', onPage);
    try {
      input(host).select();
      await sendKeys({ type: 'Ce' });
      await host.updateComplete;
      expect(`${expanded(host)} ${input(host).value}`).to.equal('true Ce');
      await press(host, 'Escape');
      expect(`${expanded(host)} ${input(host).value} ${reachedPage.length}`).to.equal('false Abricot 0');
      // Typed, the list closed by Enter: Escape takes the text back (the choice stays), and the page is not told.
      input(host).select();
      await sendKeys({ type: 'zz' });
      await press(host, 'Enter');
      expect(`${expanded(host)} ${input(host).value}`).to.equal('false zz');
      await press(host, 'Escape');
      expect(`${input(host).value} ${host.told.at(-1)} ${reachedPage.length}`).to.equal('Abricot typed:Abricot 0');
      // Nothing left to take back: Escape goes on to the page (a dialog may close), the choice kept.
      await press(host, 'Escape');
      expect(`${input(host).value} ${reachedPage.join()}`).to.equal('Abricot Abricot');
      expect(host.told.filter((t) => t.startsWith('choose')).length).to.equal(1);
    } finally {
      document.removeEventListener('keydown', onPage);
    }
  });

  it('closes the list when focus leaves, and shows the choice again', async () => {
    const host = await mount();
    await press(host, 'ArrowDown', 'Enter');
    input(host).select();
    await sendKeys({ type: 'Ba' });
    await host.updateComplete;
    expect(expanded(host)).to.equal('true');
    await press(host, 'Tab');
    expect(`${expanded(host)} ${input(host).value}`).to.equal('false Abricot');
    expect(host.shadowRoot!.activeElement?.localName).to.equal('button');
  });

  it('says the field is required until a choice is made, and is accessible open and closed', async () => {
    const host = await mount();
    expect(input(host).getAttribute('aria-required')).to.equal('true');
    await press(host, 'ArrowDown');
    await expect(host).to.be.accessible();
    await press(host, 'Enter');
    expect(input(host).getAttribute('aria-required')).to.equal('false');
    expect(host.shadowRoot!.querySelector('.required')).to.equal(null);
    await expect(host).to.be.accessible();
  });
});
