import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { defineElement } from '../../src/ui/define-element.js';
import { VERSION } from '../../src/version.js';

function captureWarnings(run: () => void): string[] {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  try {
    run();
  } finally {
    console.warn = original;
  }
  return warnings;
}

let counter = 0;
const freshTag = () => `define-test-${++counter}-${Date.now()}`;
const copy = (version?: string) =>
  class extends LitElement {
    static readonly version = version;
  };

describe('defineElement, as when the script is loaded twice on one page', () => {
  it('defines a tag the first time', () => {
    const tag = freshTag();
    const First = copy(VERSION);
    defineElement(tag, First);
    expect(customElements.get(tag) === First).to.equal(true);
  });

  it('keeps the first definition and says nothing when a second copy of the same version comes', () => {
    const tag = freshTag();
    const First = copy(VERSION);
    defineElement(tag, First);
    const warnings = captureWarnings(() => defineElement(tag, copy(VERSION)));
    expect(customElements.get(tag) === First).to.equal(true);
    expect(warnings.length).to.equal(0);
  });

  it('keeps the first definition and names both versions when the copies differ', () => {
    const tag = freshTag();
    const First = copy('0.0.9');
    defineElement(tag, First);
    const warnings = captureWarnings(() => defineElement(tag, copy(VERSION)));
    expect(customElements.get(tag) === First).to.equal(true);
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('0.0.9');
    expect(warnings[0]).to.contain(VERSION);
    expect(warnings[0]).to.contain(`<${tag}>`);
  });

  it('does not throw when the host registered the same class under a tag of its own', () => {
    const Klass = copy(VERSION);
    const hostTag = freshTag();
    customElements.define(hostTag, Klass);
    const ourTag = freshTag();
    const warnings = captureWarnings(() => defineElement(ourTag, Klass));
    expect(customElements.get(hostTag) === Klass).to.equal(true);
    expect(customElements.get(ourTag)).to.equal(undefined);
    expect(warnings.length).to.equal(0);
  });
});
