/**
 * Mounting `<doc-uploader>` against the sandbox and driving it as a person would: files dropped or picked,
 * fields typed, buttons clicked. Only primitives leave these helpers.
 */
import { fixture } from '@open-wc/testing';
import { waitUntil } from '../wait-until.js';
import { clearApiCache, clearTokens } from '../../../src/api/index.js';
import { DocUploader } from '../../../src/elements/doc-uploader/doc-uploader.js';
import { defineElement } from '../../../src/ui/define-element.js';
import { bases, resetSandbox, sandboxRequests } from '../helpers/sandbox.js';
import { nextTask } from '../helpers/signals.js';

defineElement('doc-uploader', DocUploader);

export const UPLOAD_PATH = '/partner/v1/worksites/1/documents';

export async function freshSandbox(): Promise<void> {
  await resetSandbox();
  clearTokens();
  clearApiCache();
  // The uploads whose outcome is unknown, kept over reloads (ui/creation-ledger.ts).
  localStorage.clear();
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<doc-uploader>` on worksite 1, operation 11, with the sandbox's bases; `attributes` add or override. */
export async function mountUploader(attributes: Record<string, string | boolean | undefined> = {}, tag = 'doc-uploader'): Promise<DocUploader> {
  const { apiBase, calcBase, tokenEndpoint } = bases();
  const all: Record<string, string | boolean | undefined> = {
    'api-base': apiBase,
    'calc-base': calcBase,
    'token-endpoint': tokenEndpoint,
    'worksite-id': '1',
    'worksite-operation-id': '11',
    ...attributes,
  };
  const text = Object.entries(all)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${escape(String(value))}"`))
    .join(' ');
  return fixture<DocUploader>(`<${tag} ${text}></${tag}>`);
}

export function pdf(name = 'plan.pdf', size = 1024, type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function transfer(files: File[]): DataTransfer {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return data;
}

export function shadow(el: DocUploader): ShadowRoot {
  return el.shadowRoot!;
}

export function $<T extends Element = HTMLElement>(el: DocUploader | Element, selector: string): T {
  const root = el instanceof DocUploader ? el.shadowRoot! : el;
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

/**
 * The upload code comes when a visitor reaches into the element or adds a document: this waits until it is
 * here and what waited for it has run (every reaction to the module's arrival comes before the next task).
 */
export async function uploadCodeHere(el: DocUploader): Promise<void> {
  await import('../../../src/elements/doc-uploader/upload-code.js');
  await nextTask();
  await el.updateComplete;
}

export async function dropFiles(el: DocUploader, files: File[]): Promise<void> {
  const zone = $(el, '[part~="dropzone"]');
  const dataTransfer = transfer(files);
  zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer, bubbles: true, cancelable: true }));
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
  await uploadCodeHere(el);
}

/** As the file picker does: the hidden input gets the files, then a `change`. */
export async function pickFiles(el: DocUploader, files: File[]): Promise<void> {
  const input = $<HTMLInputElement>(el, 'input[type=file]');
  input.files = transfer(files).files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await uploadCodeHere(el);
}

export function items(el: DocUploader): HTMLElement[] {
  return [...shadow(el).querySelectorAll<HTMLElement>('[part~="file"]')];
}

export function item(el: DocUploader, index: number): HTMLElement {
  const found = items(el)[index];
  if (!found) throw new Error(`No item ${index}`);
  return found;
}

export function states(el: DocUploader): string[] {
  return items(el).map((li) => li.dataset.state ?? '');
}

/** Sets a control's value and fires what a person's typing or choosing fires. */
export async function fill(el: DocUploader, control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): Promise<void> {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await uploadCodeHere(el);
}

export function control<T extends HTMLElement = HTMLInputElement>(li: HTMLElement, label: string): T {
  const labelEl = [...li.querySelectorAll('label')].find((l) => l.textContent?.replace(/\s*\*\s*|\s*\(obligatoire\)|\(required\)/g, '').trim() === label);
  if (!labelEl) throw new Error(`No field labelled ${label}`);
  return li.querySelector<T>(`#${labelEl.htmlFor}`)!;
}

type Action = 'send' | 'cancel' | 'retry' | 'remove';

/** One of an item's actions: `send`, `cancel`, `retry` or `remove`. */
export function action(li: HTMLElement, which: Action): HTMLButtonElement | null {
  return li.querySelector<HTMLButtonElement>(`button[id$="-${which}"]`);
}

/** Whether the item offers that action (a boolean, for chai). */
export function offers(li: HTMLElement, which: Action): boolean {
  return action(li, which) !== null;
}

/** The id of the focused element in the uploader's shadow root, '' when none. */
export function activeId(el: DocUploader): string {
  return shadow(el).activeElement?.id ?? '';
}

export function status(el: DocUploader): string {
  return $(el, '[role="status"]').textContent?.trim() ?? '';
}

export async function waitForStates(el: DocUploader, expected: (states: string[]) => boolean, message: string, timeout = 20_000): Promise<void> {
  await waitUntil(() => expected(states(el)), `${message} (states: ${states(el).join(', ')})`, { timeout, interval: 20 });
  await el.updateComplete;
}

export async function uploadRequests() {
  return sandboxRequests({ method: 'POST', path: UPLOAD_PATH });
}

/** Chooses a type for the item and, optionally, fills its notes. */
export async function chooseType(el: DocUploader, li: HTMLElement, typeCode: string, notes = ''): Promise<void> {
  await fill(el, control<HTMLSelectElement>(li, 'Type de document'), typeCode);
  if (notes) await fill(el, control<HTMLTextAreaElement>(li, 'Notes'), notes);
}

export interface UploadSpy {
  /** Multipart bodies sent through XMLHttpRequest so far. */
  readonly sent: number;
  /** The most of them in flight at once. */
  readonly mostAtOnce: number;
  /** The encoded size of each body, in order: what a progress event's `total` must be. */
  bodySizes(): Promise<number[]>;
}

let restoreSend: (() => void) | undefined;

/** Watches the page's multipart XHRs (the API core's uploads); `restoreUploadSpy` in `afterEach`. */
export function spyOnUploads(): UploadSpy {
  restoreUploadSpy();
  const original = XMLHttpRequest.prototype.send;
  let sent = 0;
  let open = 0;
  let most = 0;
  const sizes: Array<Promise<number>> = [];
  XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    if (body instanceof FormData) {
      sent++;
      most = Math.max(most, ++open);
      // Done at readyState 4, which comes before `load`: the next upload may start from `load` itself.
      const onState = () => this.readyState === XMLHttpRequest.DONE && (open--, this.removeEventListener('readystatechange', onState));
      this.addEventListener('readystatechange', onState);
      // The same encoder as the XHR's, so the size is the one its progress events report.
      sizes.push(new Response(body).blob().then((blob) => blob.size));
    }
    return original.call(this, body);
  };
  restoreSend = () => (XMLHttpRequest.prototype.send = original);
  return {
    get sent() {
      return sent;
    },
    get mostAtOnce() {
      return most;
    },
    bodySizes: () => Promise.all(sizes),
  };
}

export function restoreUploadSpy(): void {
  restoreSend?.();
  restoreSend = undefined;
}
