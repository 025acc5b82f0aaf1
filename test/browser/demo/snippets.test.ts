/**
 * The configurator's serializer (demo/snippets.ts): every snippet read back by the parser of its own language (the
 * browser's HTML and CSS parsers, Babel's JSX parser and Vue's SFC compiler, both from vue/compiler-sfc) gives back
 * exactly the values typed, whatever they hold, and no inline style.
 */
import { expect } from '@open-wc/testing';
import { babelParse, compileTemplate, parse as parseSfc } from 'vue/compiler-sfc';
import {
  type IntegrationChoice,
  type IntegrityList,
  THEME_CLASS,
  cssSnippet,
  htmlComment,
  markupSnippet,
  reactSnippet,
  scriptSnippet,
  simulatorElement,
  toCssRule,
  toJsx,
  vueSnippet,
} from '../../../demo/snippets.js';

/** Quotes of both kinds, markup, braces, entities, an end of script, a template literal and a Vue interpolation. */
const HOSTILE = `a"b'c<d>e{f}g&h&amp;i</script>j\`k\${l}{{ m }}n\\o --> p`;

const BASE: IntegrationChoice = {
  fost: 'BAR-TH-171',
  aid: 'both',
  context: 'b2c',
  lang: 'fr',
  price: 8.5,
  primary: '#1d4ed8',
  onPrimary: '#ffffff',
  hosting: 'self',
  build: 'single',
  folder: '/assets/cee-widgets/',
  apiBase: 'https://service.example/partner',
  calcBase: 'https://service.example/calc',
  tokenEndpoint: '/mon-site/cee-token',
};

const INTEGRITY: IntegrityList = {
  'cee-widgets.js': 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  'lazy/cee-widgets.js': 'sha384-LAZYLOADERAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4',
  'lazy/chunks/core-abc.js': 'sha384-CORECHUNKAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4',
};

/** Every field of the choice that reaches a snippet as a value (the price too, were a string to reach it). */
const VALUE_FIELDS = ['fost', 'aid', 'context', 'lang', 'price', 'apiBase', 'calcBase', 'tokenEndpoint'] as const;

const withHostile = (field: keyof IntegrationChoice): IntegrationChoice => ({ ...BASE, [field]: HOSTILE }) as IntegrationChoice;

/** The attributes the snippets should carry, as strings. */
const expected = (choice: IntegrationChoice): string[][] => simulatorElement(choice).attributes.map(([name, value]) => [name, String(value)]);

function parseHtml(code: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${code}</body>`, 'text/html');
}

/** A JSX element's props as [name, value, kind of expression]. */
function jsxProps(code: string, component: string): string[][] {
  const ast = babelParse(code, { sourceType: 'module', plugins: ['jsx'] });
  const found: string[][] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; name?: { name?: string }; attributes?: unknown[] };
    if (n.type === 'JSXOpeningElement' && n.name?.name === component) {
      for (const attribute of n.attributes as Array<{ name: { name: string }; value: { type: string; expression?: { type: string; value: unknown } } }>) {
        const { value } = attribute;
        found.push([attribute.name.name, String(value.expression?.value), `${value.type}/${value.expression?.type}`]);
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object' && 'type' in child) visit(child);
    }
  };
  visit(ast.program);
  return found;
}

interface VueProp {
  type: number;
  name: string;
  value?: { content: string };
  arg?: { content: string };
  exp?: { content: string };
}

/** The element's props in the SFC's template as [name, value, static or bound], and the template compiler's errors. */
function vueProps(sfc: string): { props: string[][]; errors: string[] } {
  const { descriptor, errors } = parseSfc(sfc, { filename: 'Simulateur.vue' });
  const template = descriptor.template!;
  const element = (template.ast!.children as Array<{ tag?: string; props?: VueProp[] }>).find((child) => child.tag === 'cee-simulator');
  const props = (element?.props ?? []).map((prop) =>
    prop.type === 6 ? [prop.name, prop.value?.content ?? '', 'static'] : [prop.arg?.content ?? prop.name, prop.exp?.content ?? '', 'bound'],
  );
  const compiled = compileTemplate({
    source: template.content,
    filename: 'Simulateur.vue',
    id: 'simulateur',
    compilerOptions: { isCustomElement: (tag: string) => tag === 'cee-simulator' },
  });
  return { props, errors: [...errors, ...compiled.errors].map(String) };
}

describe('the snippets serializer', () => {
  it('writes HTML whose attributes read back as typed, for a hostile value in every field', () => {
    for (const field of VALUE_FIELDS) {
      const choice = withHostile(field);
      const page = parseHtml(markupSnippet(choice));
      const elements = [...page.body.querySelectorAll('*')];
      expect(elements.map((el) => el.localName), field).to.deep.equal(['cee-simulator']);
      expect(elements[0]!.getAttributeNames().map((name) => [name, elements[0]!.getAttribute(name)]), field).to.deep.equal(expected(choice));
    }
  });

  it('writes JSX whose every prop is a string or number expression that reads back as typed', () => {
    for (const field of VALUE_FIELDS) {
      const choice = withHostile(field);
      const props = jsxProps(reactSnippet(choice), 'CeeSimulator');
      const names: Record<string, string> = { class: 'className', 'euros-mwh-cumac': 'eurosMwhCumac', 'api-base': 'apiBase', 'calc-base': 'calcBase', 'token-endpoint': 'tokenEndpoint' };
      expect(
        props.map(([name, value]) => [name, value]),
        field,
      ).to.deep.equal(expected(choice).map(([name, value]) => [names[name!] ?? name, value]));
      for (const [name, , kind] of props) {
        const literal = field === 'price' || name !== 'eurosMwhCumac' ? 'StringLiteral' : 'NumericLiteral';
        expect(`${name} ${kind}`, field).to.equal(`${name} JSXExpressionContainer/${literal}`);
      }
    }
    expect(jsxProps(reactSnippet(BASE), 'CeeSimulator').find(([name]) => name === 'eurosMwhCumac')).to.deep.equal([
      'eurosMwhCumac',
      '8.5',
      'JSXExpressionContainer/NumericLiteral',
    ]);
  });

  it('writes a Vue single-file component that compiles and whose attributes read back as typed', () => {
    for (const field of VALUE_FIELDS) {
      const choice = withHostile(field);
      const { props, errors } = vueProps(vueSnippet(choice));
      expect(errors, field).to.deep.equal([]);
      const bound = field === 'price' ? [] : ['euros-mwh-cumac'];
      expect(props, field).to.deep.equal(expected(choice).map(([name, value]) => [name, value, bound.includes(name!) ? 'bound' : 'static']));
    }
  });

  it('puts the colours in a CSS rule on the class, never in an inline style, and leaves out what is not a colour', () => {
    for (const choice of [BASE, withHostile('fost'), withHostile('apiBase')]) {
      expect(parseHtml(markupSnippet(choice)).querySelectorAll('[style]').length).to.equal(0);
      expect(jsxProps(reactSnippet(choice), 'CeeSimulator').some(([name]) => name === 'style')).to.equal(false);
      expect(vueProps(vueSnippet(choice)).props.some(([name]) => name === 'style')).to.equal(false);
    }
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssSnippet({ ...BASE, primary: '#7C2D12' }));
    const rule = sheet.cssRules[0] as CSSStyleRule;
    expect(`${sheet.cssRules.length} ${rule.selectorText}`).to.equal(`1 .${THEME_CLASS}`);
    expect(`${rule.style.getPropertyValue('--cee-color-primary')} ${rule.style.getPropertyValue('--cee-color-on-primary')}`).to.equal('#7c2d12 #ffffff');

    const hostile = new CSSStyleSheet();
    hostile.replaceSync(cssSnippet({ ...BASE, primary: '#fff; } body { display: none } .x {', onPrimary: HOSTILE }));
    expect(hostile.cssRules.length).to.equal(1);
    expect((hostile.cssRules[0] as CSSStyleRule).style.length).to.equal(0);

    const odd = new CSSStyleSheet();
    odd.replaceSync(toCssRule('a"b{c}', [['--cee-color-primary', '#123']]));
    expect(`${odd.cssRules.length} ${(odd.cssRules[0] as CSSStyleRule).style.getPropertyValue('--cee-color-primary')}`).to.equal('1 #123');
    const classed = Object.assign(document.createElement('div'), { className: 'a"b{c}' });
    expect(classed.matches((odd.cssRules[0] as CSSStyleRule).selectorText)).to.equal(true);
  });

  it('writes the self-hosted script tags with the folder as typed and the hashes of the list, the import map as JSON', () => {
    const single = parseHtml(scriptSnippet({ ...BASE, folder: HOSTILE }, { version: '0.1.0', integrity: INTEGRITY }));
    const scripts = [...single.querySelectorAll('script')];
    expect(scripts.map((script) => [script.getAttribute('src'), script.getAttribute('integrity'), script.type])).to.deep.equal([
      [`${HOSTILE}/cee-widgets.js`, INTEGRITY['cee-widgets.js'], 'module'],
    ]);

    const lazy = parseHtml(scriptSnippet({ ...BASE, build: 'lazy', folder: HOSTILE }, { version: '0.1.0', integrity: INTEGRITY }));
    const [map, loader, ...rest] = [...lazy.querySelectorAll('script')];
    expect(rest.length).to.equal(0);
    expect(JSON.parse(map!.textContent ?? '')).to.deep.equal({ integrity: { [`${HOSTILE}/chunks/core-abc.js`]: INTEGRITY['lazy/chunks/core-abc.js'] } });
    expect(`${map!.type} ${loader!.getAttribute('src')} ${loader!.getAttribute('integrity')}`).to.equal(
      `importmap ${HOSTILE}/cee-widgets.js ${INTEGRITY['lazy/cee-widgets.js']}`,
    );
  });

  it('keeps a comment one comment, whatever its text', () => {
    const page = parseHtml(`${htmlComment(`x --> <b>y</b> <!-- z --!> ---`)}<i></i>`);
    expect([...page.body.childNodes].map((node) => node.nodeName)).to.deep.equal(['#comment', 'I']);
    expect(page.body.firstChild!.textContent).to.contain('<b>y</b>');
  });

  it('refuses a name that is not one, rather than writing it', () => {
    expect(() => toJsx('CeeSimulator', { tag: 'cee-simulator', attributes: [['fost', 'x']] }, () => 'on{x}')).to.throw(TypeError);
    expect(() => markupSnippet({ ...BASE, price: Number.NaN })).to.throw(RangeError);
  });
});
