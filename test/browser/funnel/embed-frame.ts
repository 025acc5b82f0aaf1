/**
 * What the iframe embed's tests run inside a frame of another origin, through Playwright (the second-origin plugin's
 * `in-frame` command): each function is sent as its source, so each is self-contained (`frameTools` first puts the
 * few helpers the others use on the frame's window).
 */
import { executeServerCommand } from '@web/test-runner-commands';

export interface Origins {
  /** The origin serving the built embed and the sandbox. */
  embed: string;
  /** A third origin, for a hostile frame. */
  other: string;
}

/** Starts the second origin (building the embed once for the run) and answers its two origins. */
export const secondOrigins = async (): Promise<Origins> => (await executeServerCommand('second-origin')) as Origins;

/** Runs `fn(arg)` in the frame whose address starts with `url`, and answers what it returns (plain data). */
export function inFrame<T>(url: string, fn: (arg: any) => T | Promise<T>, arg?: unknown): Promise<T> {
  return executeServerCommand('in-frame', { url, fn: fn.toString(), arg });
}

/** The same, or null while there is no such frame (a page still opening). */
export async function inFrameOnceThere<T>(url: string, fn: (arg: any) => T | Promise<T>): Promise<T | null> {
  const answer = (await executeServerCommand('in-frame', { url, fn: fn.toString(), optional: true })) as T | { missing?: boolean };
  return answer && typeof answer === 'object' && 'missing' in answer && answer.missing === true ? null : (answer as T);
}

// ---- What runs inside the embed (each self-contained: it is sent as source) ----------------------------------------

/**
 * Puts on the frame's window: `until(test, what)`, resolved once `test()` is truthy, checked at each frame the page
 * draws (the frame is in view: Chromium draws no frame of another origin out of the window), failing after 15 s of
 * waiting for a signal that never comes; `sim()`; `plain(text)`.
 */
export const frameTools = () => {
  const w = window as any;
  w.until ??= async (test: () => unknown, what: string) => {
    const start = performance.now();
    while (performance.now() - start < 15_000) {
      const value = test();
      if (value) return value;
      await new Promise((done) => requestAnimationFrame(done));
    }
    throw new Error(`never: ${what}`);
  };
  w.sim ??= () => document.querySelector('cee-simulator') as any;
  w.plain ??= (text: string | null | undefined) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  return true;
};

export const fieldsShown = async () => {
  const w = window as any;
  await w.until(() => w.sim()?.shadowRoot?.querySelector('form[aria-busy="false"]'), 'the fields');
  return true;
};

/** Sets each value as a person would, calculates, and waits for the result (and the contact step, with `lead`). */
export const calculate = async (values: Record<string, string>) => {
  const w = window as any;
  const el = w.sim();
  for (const [key, value] of Object.entries(values)) {
    const controls = [...el.shadowRoot.querySelectorAll(`[data-key="${key}"]`)] as HTMLInputElement[];
    const first = controls[0];
    if (!first) throw new Error(`no control for ${key}`);
    if (first.type === 'radio') controls.find((control) => control.value === value)!.click();
    else {
      first.value = value;
      first.dispatchEvent(new Event(first.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true, composed: true }));
    }
    await el.updateComplete;
  }
  el.shadowRoot.querySelector('[part~="submit"]').click();
  await w.until(() => el.shadowRoot.querySelector(el.hasAttribute('lead') ? '[part~="lead"]' : '[part~="result"]'), 'the answer');
  await el.updateComplete;
  return true;
};

/** The contact step: its consent box, its sentence, its text. */
export const leadState = () => {
  const w = window as any;
  const step = w.sim()?.shadowRoot?.querySelector('[part~="lead"]');
  const box = step?.querySelector('[name="consent"]') as HTMLInputElement | null;
  const label = step?.querySelector('.consent label')?.cloneNode(true) as HTMLElement | undefined;
  for (const hidden of label?.querySelectorAll('.visually-hidden, [aria-hidden="true"]') ?? []) hidden.remove();
  return { checked: box?.checked ?? null, consent: w.plain(label?.textContent), text: w.plain(step?.textContent) };
};

/** Types the contact as `input` events carry it, ticks the box, sends. */
export const sendLead = async (contact: Record<string, string>) => {
  const w = window as any;
  const el = w.sim();
  const step = el.shadowRoot.querySelector('[part~="lead"]');
  for (const [name, value] of Object.entries(contact)) {
    const control = step.querySelector(`[name="${name}"]`);
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
  }
  step.querySelector('[name="consent"]').click();
  await el.updateComplete;
  step.querySelector('[part~="lead-submit"]').click();
  return true;
};

export const contentHeight = () => Math.ceil(document.querySelector('main')!.getBoundingClientRect().height);
export const pageText = () => ({ text: (document.querySelector('main')?.textContent ?? '').trim(), elements: document.querySelectorAll('main > *').length });

