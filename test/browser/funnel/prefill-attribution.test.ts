/**
 * The page's URL read for the host (docs/contract.md, "Funnel events, prefill, iframe"): `prefill-from-url` reads only
 * the parameters it lists, each checked like a host's value (an unknown code dropped with a warning); the attribution
 * of the visit is the landing URL's `utm_*`, its page without query or fragment and the referrer's origin, bounded and
 * stripped of control characters, read once and kept, even when a single-page application changes the address.
 */
import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import { attribution, checkedAttribution, landingAttribution, resetAttribution } from '../../../src/ui/attribution.js';
import { urlPrefill } from '../../../src/ui/url-prefill.js';
import { waitUntil } from '../wait-until.js';

/** Runs `action` with console.warn recorded; answers what it said. */
function warningsOf(action: () => void): string[] {
  const said: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void said.push(args.map(String).join(' '));
  try {
    action();
  } finally {
    console.warn = warn;
  }
  return said;
}

const AD = 'https://www.isolation-martin.fr/pompe-a-chaleur';

describe('prefill-from-url', () => {
  it('reads the parameters it lists, each checked: codes upper-cased once each, a postcode of 5 digits, a DPE number', () => {
    const url = `${AD}?cee_works=bar-th-171,BAR-EN-101,%20BAR-TH-171&cee_postcode=69003&cee_dpe=2169e0123456x&utm_source=google`;
    let prefill = {};
    const said = warningsOf(() => (prefill = urlPrefill('works,postcode,dpe', url)));
    expect(prefill).to.deep.equal({ works: ['BAR-TH-171', 'BAR-EN-101'], postcode: '69003', dpe: '2169E0123456X' });
    expect(said).to.deep.equal([]);
  });

  it('reads nothing without the attribute, and only what it lists', () => {
    const url = `${AD}?cee_works=BAR-TH-171&cee_postcode=69003&cee_dpe=2169E0123456X`;
    expect(urlPrefill(null, url)).to.deep.equal({});
    expect(urlPrefill('', url)).to.deep.equal({});
    expect(urlPrefill('postcode', url)).to.deep.equal({ postcode: '69003' });
    expect(urlPrefill(' Works ; dpe ', url)).to.deep.equal({ works: ['BAR-TH-171'], dpe: '2169E0123456X' });
  });

  it('drops an unknown code with a warning and keeps the others; a bad postcode or DPE number likewise', () => {
    let prefill = {};
    const said = warningsOf(
      () => (prefill = urlPrefill('works,postcode,dpe,email', `${AD}?cee_works=BAR-TH-171,pompe,../../x&cee_postcode=6900&cee_dpe=123&email=a@b.fr`)),
    );
    expect(prefill).to.deep.equal({ works: ['BAR-TH-171'] });
    expect(said).to.deep.equal([
      'cee-widgets: prefill-from-url: "email" is not one of works, postcode, dpe; left out.',
      'cee-widgets: cee_works: "pompe" is not an operation\'s code; left out.',
      'cee-widgets: cee_works: "../../x" is not an operation\'s code; left out.',
      'cee-widgets: cee_postcode: "6900" is not a postcode of 5 digits; left out.',
      'cee-widgets: cee_dpe: "123" is not a DPE number of 13 characters; left out.',
    ]);
  });

  it('says a hostile value short and without its control characters', () => {
    const said = warningsOf(() => urlPrefill('works', `${AD}?cee_works=${encodeURIComponent(`\u202eevil\u0007${'x'.repeat(200)}`)}`));
    expect(said).to.deep.equal([`cee-widgets: cee_works: "evil${'x'.repeat(36)}" is not an operation's code; left out.`]);
  });

  it('reads the page’s own address by default', () => {
    const before = location.href;
    try {
      history.replaceState(null, '', `${location.pathname}${location.search}&cee_works=BAR-TH-104&cee_postcode=67000`);
      expect(urlPrefill('works,postcode')).to.deep.equal({ works: ['BAR-TH-104'], postcode: '67000' });
    } finally {
      history.replaceState(null, '', before);
    }
  });
});

describe('the visit’s attribution', () => {
  afterEach(() => {
    resetAttribution();
    fixtureCleanup();
  });

  it('is the landing URL’s utm_*, its page without query or fragment, and the referrer’s origin only', () => {
    const found = landingAttribution(
      `${AD}?utm_source=google&utm_medium=cpc&utm_campaign=pac-printemps&utm_term=pompe+a+chaleur&utm_content=annonce-2&gclid=abc&email=a@b.fr#tarifs`,
      'https://www.google.com/search?q=pompe+a+chaleur+lyon',
    );
    expect(found).to.deep.equal({
      page: AD,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'pac-printemps',
      utm_term: 'pompe a chaleur',
      utm_content: 'annonce-2',
      referrer_origin: 'https://www.google.com',
    });
    expect(landingAttribution(AD, '')).to.deep.equal({ page: AD });
    expect(landingAttribution(AD, 'android-app://com.google.android.gm/')).to.deep.equal({ page: AD });
  });

  it('bounds each value and strips control characters and bidirectional overrides', () => {
    const long = 'x'.repeat(500);
    const found = landingAttribution(`${AD}?utm_source=${encodeURIComponent(`\u202egoo\u0000gle\u2066 `)}&utm_campaign=${long}&utm_medium=%0A%0D`);
    expect(found).to.deep.equal({ page: AD, utm_source: 'google', utm_campaign: 'x'.repeat(200) });
  });

  it('checks what the framing page tells the embed as it checks its own', () => {
    expect(checkedAttribution({ page: 'javascript:alert(1)', utm_source: 'x' })).to.equal(undefined);
    expect(checkedAttribution('https://x.fr')).to.equal(undefined);
    expect(
      checkedAttribution({ page: AD, utm_source: '\u202egoogle', utm_medium: 42, referrer_origin: 'https://a.fr/path', contact: { name: 'Jeanne' } }),
    ).to.deep.equal({ page: AD, utm_source: 'google', referrer_origin: 'https://a.fr' });
  });

  it('is read once, the first time it is asked for, then the same for the page’s life', () => {
    const first = attribution();
    const landed = new URL(performance.getEntriesByType('navigation')[0]!.name);
    expect(first.page).to.equal(`${landed.origin}${landed.pathname}`);
    expect(Object.isFrozen(first)).to.equal(true);
    const before = location.href;
    try {
      history.replaceState(null, '', `${location.pathname}?utm_source=later`);
      expect(attribution()).to.equal(first);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('in a page landed on from an ad: the prefill and the campaign of the landing URL, though the app changed the address', async () => {
    const query = 'cee_works=BAR-TH-171,PAC&cee_postcode=69003&utm_source=newsletter&utm_medium=email&utm_campaign=pac-2026#offre';
    const frame = await fixture<HTMLIFrameElement>(`<iframe title="landing" src="/test/browser/funnel/landing.html?${query}"></iframe>`);
    const view = () => (frame.contentWindow as (Window & { landing?: Record<string, unknown> }) | null)?.landing;
    await waitUntil(() => view() !== undefined, 'the landing page never read its URL');
    const landing = view()!;
    expect(landing.prefill).to.deep.equal({ works: ['BAR-TH-171'], postcode: '69003' });
    expect(landing.warnings).to.deep.equal(['cee-widgets: cee_works: "PAC" is not an operation\'s code; left out.']);
    expect(landing.attribution).to.deep.equal({
      page: `${location.origin}/test/browser/funnel/landing.html`,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'pac-2026',
      referrer_origin: location.origin,
    });
    expect(landing.again).to.equal(true);
    expect(frame.contentWindow!.location.pathname).to.equal('/app/merci');
  });
});
