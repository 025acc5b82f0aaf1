// @ts-check
/**
 * Issue #34, worked by hand over real HTTP: today's versions of the heat pump fiches, MaPrimeRénov' by the day its
 * application is filed, and what each amount assumes (`conditions`, docs/contract.md « The service's
 * answers: versions, dates and conditions »).
 *
 * - BAR-TH-171 vA82-5 (from 2026-09-01; the ministry's text, § 5): appartement 48 700 (111 % ≤ Etas < 140 %) /
 *   58 900 (140 % ≤ Etas), S < 35 / 35 ≤ S < 60 / 60 ≤ S: 0,5 / 0,7 / 1; maison 90 900 / 109 200, S < 70 / 70 ≤ S < 90 /
 *   90 ≤ S: 0,5 / 0,7 / 1; zone H1 1,2, H2 1, H3 0,7; § 2 « s’applique aux opérations engagées jusqu’au 31 décembre 2030 ».
 * - BAR-TH-172 vA82-5 (reported from 2026-09-01, text not read): the tables of vA78-4 (§ 5: 101 400 under 170 %, 119 400
 *   from 170 %), said unverified.
 * - Décret n° 2020-26, article 2: works started only after the Anah acknowledges the application; décret n° 2025-956:
 *   its rules apply to applications filed from their dates; no new application from 2026-01-01 to 2026-02-22 (press).
 * - The Coup de pouce Chauffage page: the charter offer accepted before the quote is signed; BAR-TH-112: Flamme verte 7
 *   étoiles or equivalent performance.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSandbox } from './sandbox-client.js';

/** @type {Awaited<ReturnType<typeof startSandbox>>} */
let sandbox;
/** @type {string} */
let token;
before(async () => {
  sandbox = await startSandbox();
  token = await sandbox.token();
});
after(() => sandbox.close());

/**
 * @param {'cee' | 'mpr'} aid
 * @param {Record<string, unknown>} body
 * @param {'fr' | 'en'} [lang]
 */
async function answer(aid, body, lang = 'fr') {
  const { status, body: answered } = await sandbox.call('POST', `/calc/api/v2/${aid}`, { token, headers: { 'Accept-Language': lang }, body: { context: 'b2c', ...body } });
  return { status, data: answered.data, errors: answered.errors };
}

/** @param {any} data */
const texts = (data) => (data.conditions ?? []).map((/** @type {{text: string}} */ c) => c.text);
/** @param {any} data */
const keys = (data) => (data.conditions ?? []).filter((/** @type {{key?: string}} */ c) => c.key).map((/** @type {{key: string}} */ c) => c.key);

const RGE = 'pour des travaux réalisés par un professionnel RGE (reconnu garant de l’environnement)';
const CHARTER = 'pour une offre Coup de pouce Chauffage d’un signataire de la charte, acceptée avant de signer le devis';
const ANAH = 'pour des travaux commencés seulement après l’accusé de réception de la demande par l’Anah';

describe('BAR-TH-171 vA82-5 from 2026-09-01, read in the ministry’s text (§ 5 as vA78-4)', () => {
  it('house 100 m² in H1 (67), Etas 140-170, engaged 2026-09-15: class « 140 % ≤ Etas » 109 200 × 1 (90 ≤ S) × 1,2 = 131 040', async () => {
    const { data } = await answer('cee', {
      fost_code: 'BAR-TH-171', housing: { department: '67', type: 'maison', surface: 100 }, operation: { usage: 'heating', etas: '140-170', engagement_date: '2026-09-15' },
    });
    assert.equal(data.kwhCumac, 131040);
    // Verified: the table and § 2's last day were read; its first day is the archive's name, not the text's, so unsaid.
    assert.deepEqual(data.fiche, { code: 'BAR-TH-171', title: 'Pompe à chaleur de type air/eau', version: 'A82-5', validTo: '2030-12-31', verified: true });
    assert.equal(data.verificationNote, undefined);
  });

  it('flat 50 m² in H3 (13), Etas 111-140: 48 700 × 0,7 (35 ≤ S < 60) × 0,7 = 23 863', async () => {
    const { data } = await answer('cee', {
      fost_code: 'BAR-TH-171', housing: { department: '13', type: 'appartement', surface: 50 }, operation: { usage: 'ecs', etas: '111-140', engagement_date: '2026-10-01' },
    });
    assert.deepEqual([data.kwhCumac, data.fiche.version], [23863, 'A82-5']);
  });

  it('house 80 m² in H2 (33), Etas 111-140, a gas boiler replaced in a main residence: 90 900 × 0,7 × 1 × 5 (Coup de pouce) = 318 150, for an approved model', async () => {
    const { data } = await answer('cee', {
      fost_code: 'BAR-TH-171', housing: { department: '33', type: 'maison', surface: 80, main_residence: true },
      operation: { usage: 'heating', etas: '111-140', replaces_fossil_boiler: true, engagement_date: '2026-11-02' },
    });
    assert.equal(data.kwhCumac, 318150);
    assert.deepEqual(texts(data), [
      'pour une pompe à chaleur d’un modèle agréé, inscrit sur la liste officielle des modèles agréés', RGE, CHARTER,
    ]);
  });

  it('the day before, 2026-08-31, vA78-4 answers the same figures, its last day unsaid (no text gives it)', async () => {
    const { data } = await answer('cee', {
      fost_code: 'BAR-TH-171', housing: { department: '67', type: 'maison', surface: 100 }, operation: { usage: 'heating', etas: '140-170', engagement_date: '2026-08-31' },
    });
    assert.deepEqual([data.kwhCumac, data.fiche.version, data.fiche.validFrom, data.fiche.validTo], [131040, 'A78-4', '2026-01-01', undefined]);
  });
});

describe('BAR-TH-172 vA82-5 from 2026-09-01: its text not read, held unverified on vA78-4’s tables', () => {
  it('house 100 m² in H1 (69), Etas 200-230, engaged 2026-09-15: « 170 % ≤ Etas » 119 400 × 1 × 1,2 = 143 280, verified false with the reason', async () => {
    const { data } = await answer('cee', {
      fost_code: 'BAR-TH-172', housing: { department: '69', surface: 100 }, operation: { usage: 'ecs', etas: '200-230', engagement_date: '2026-09-15' },
    }, 'en');
    assert.equal(data.kwhCumac, 143280);
    assert.deepEqual([data.fiche.version, data.fiche.verified, data.fiche.validFrom], ['A82-5', false, undefined]);
    assert.match(data.verificationNote, /^The text of version A82-5 of BAR-TH-172 .* could not be read: the calculation uses the tables of version A78-4/);
  });

  it('house 60 m² in H2 (33), Etas 140-170: « 111 % ≤ Etas < 170 % » 101 400 × 0,5 (S < 70) × 1 = 50 700', async () => {
    const { data } = await answer('cee', {
      fost_code: 'BAR-TH-172', housing: { department: '33', surface: 60 }, operation: { usage: 'heating', etas: '140-170', engagement_date: '2026-12-01' },
    });
    assert.equal(data.kwhCumac, 50700);
  });
});

describe('dates no text gave are not answered (issue #34)', () => {
  it('BAR-TH-162 vA28-1: 20 900 kWh cumac read in the text, which gives no first day', async () => {
    const { data } = await answer('cee', { fost_code: 'BAR-TH-162', housing: { department: '69' }, operation: { engagement_date: '2026-03-01' } });
    assert.deepEqual([data.kwhCumac, data.fiche.version, data.fiche.verified, data.fiche.validFrom], [20900, 'A28-1', true, undefined]);
  });

  it('the 2026 MaPrimeRénov’ scale: its first day, not a last one no text fixed', async () => {
    const { data } = await answer('mpr', { fost_code: 'BAR-TH-171', housing: { department: '69' }, household: { size: 1, income: 15000 }, mpr: { application_date: '2026-06-01' } });
    assert.deepEqual(data.scale, { year: 2026, validFrom: '2026-01-01', verified: false });
  });
});

describe('CEE conditions: what the volume assumes', () => {
  it('a Coup de pouce applied with the main residence left at its default says so, with the key; answered, it does not', async () => {
    const body = { fost_code: 'BAR-TH-171', housing: { department: '67', type: 'maison', surface: 100 }, operation: { usage: 'heating', etas: '140-170', replaces_fossil_boiler: true, engagement_date: '2026-03-01' } };
    const defaulted = (await answer('cee', body)).data;
    assert.deepEqual(defaulted.conditions, [{ key: 'housing.main_residence', text: 'pour une résidence principale' }, { text: RGE }, { text: CHARTER }]);
    const said = (await answer('cee', { ...body, housing: { ...body.housing, main_residence: true } })).data;
    assert.deepEqual(texts(said), [RGE, CHARTER]);
    const english = (await answer('cee', body, 'en')).data;
    assert.deepEqual(english.conditions, [
      { key: 'housing.main_residence', text: 'for a main residence' },
      { text: 'for works carried out by an RGE-certified professional (recognised environmental guarantor)' },
      { text: 'for a Coup de pouce Chauffage offer from a charter signatory, accepted before the quote is signed' },
    ]);
  });

  it('no Coup de pouce applied: neither the charter nor the dwelling, only the RGE professional the fiche asks (§ 3)', async () => {
    const { data } = await answer('cee', { fost_code: 'BAR-TH-171', housing: { department: '67', type: 'maison', surface: 100 }, operation: { usage: 'heating', etas: '140-170', engagement_date: '2026-03-01' } });
    assert.deepEqual(data.conditions, [{ text: RGE }]);
  });

  it('each Coup de pouce says its charter offer: BAR-TH-113, 137, 143 and 112 (the last also its Flamme verte 7 étoiles appliance)', async () => {
    const biomass = (await answer('cee', { fost_code: 'BAR-TH-113', housing: { department: '69' }, operation: { feed: 'automatique', replaces_fossil_boiler: true, engagement_date: '2026-03-01' } })).data;
    assert.deepEqual(texts(biomass), [RGE, CHARTER]);
    const network = (await answer('cee', {
      fost_code: 'BAR-TH-137', housing: { department: '67', surface: 100, main_residence: true }, operation: { replaces_fossil_boiler: true, efficient_network: true, engagement_date: '2026-03-01' },
    })).data;
    // BAR-TH-137's § 3 asks no quality mark: no RGE condition.
    assert.deepEqual(texts(network), [CHARTER]);
    const solar = (await answer('cee', { fost_code: 'BAR-TH-143', housing: { department: '69' }, operation: { replaces_fossil_boiler: true, engagement_date: '2026-03-01' } })).data;
    assert.deepEqual(solar.conditions, [{ key: 'housing.main_residence', text: 'pour une résidence principale' }, { text: RGE }, { text: CHARTER }]);
    const wood = (await answer('cee', {
      fost_code: 'BAR-TH-112', housing: { department: '69' }, operation: { appliance: 'poele_buches', etas: '72-80', replaces_coal_appliance: true, engagement_date: '2026-03-01' },
    })).data;
    // 23 500 (72 % ≤ Etas < 80 %, H1) × 4 for the other households, × 5 for modest ones.
    assert.deepEqual([wood.kwhCumac, wood.kwhCumacModest], [94000, 117500]);
    assert.deepEqual(texts(wood), [
      'pour un appareil labellisé Flamme verte 7 étoiles ou aux performances équivalentes (rendement d’au moins 75 % au bois en bûches, 87 % aux granulés)', RGE, CHARTER,
    ]);
  });

  it('a fiche without a quality mark in its § 3 and no Coup de pouce has no condition (BAR-TH-129 vA27-3)', async () => {
    const { data } = await answer('cee', { fost_code: 'BAR-TH-129', housing: { department: '69', type: 'maison', surface: 100 }, operation: { scop: '>=4.3', engagement_date: '2026-03-01' } });
    assert.deepEqual(data.conditions, []);
  });

  it('BAR-TH-112 § 3 b): a pellet stove under 80 % Etas does not qualify (422 on the Etas, said in words)', async () => {
    const { status, errors } = await answer('cee', { fost_code: 'BAR-TH-112', housing: { department: '69' }, operation: { appliance: 'poele_granules', etas: '72-80', engagement_date: '2026-03-01' } });
    assert.equal(status, 422);
    assert.deepEqual(errors['operation.etas'], ['Un poêle à granulés doit avoir une efficacité énergétique saisonnière (Etas) de 80 % ou plus pour ouvrir droit à la prime.']);
  });
});

describe('a CEE amount set by the professional’s offer (docs/contract.md)', () => {
  it('without a price: the volume, priceByOffer, and no euros; with one, the euros and no priceByOffer', async () => {
    const body = { fost_code: 'BAR-EN-101', housing: { department: '33' }, operation: { surface: 80, engagement_date: '2026-03-01' } };
    const offered = (await answer('cee', body)).data;
    assert.deepEqual([offered.kwhCumac, offered.priceByOffer, offered.euros, offered.eurosClassic, offered.eurosMwhCumac], [112000, true, undefined, undefined, undefined]);
    const priced = (await answer('cee', { ...body, eurosMwHCumac: 8 })).data;
    assert.deepEqual([priced.euros, priced.priceByOffer], [896, undefined]);
  });
});

describe('MaPrimeRénov’ by the day its application is filed (décret n° 2025-956)', () => {
  const WALL = { fost_code: 'BAR-EN-102', housing: { department: '69' }, household: { size: 1, income: 15000 } };

  it('a wall insulation quote signed in December 2025 and filed in 2026 is not eligible; filed in 2025, it is (75 €/m² × 40 m²)', async () => {
    const filed2026 = (await answer('mpr', { ...WALL, operation: { surface: 40, insulation_side: 'exterieur', engagement_date: '2025-12-10' }, mpr: { application_date: '2026-03-01' } })).data;
    assert.deepEqual([filed2026.eligible, filed2026.amount, filed2026.scale.year, filed2026.applicationDate], [false, 0, 2026, '2026-03-01']);
    assert.equal(filed2026.engagementDate, undefined);
    assert.match(filed2026.reason, /^Pour une demande déposée depuis le 1er janvier 2026, ce geste n’ouvre plus droit/);
    // The parcours accompagné clause, right: E, F or G homes only since 2025-09-30.
    assert.match(filed2026.reason, /parcours accompagné \(rénovation d’ampleur\), ouvert depuis le 30 septembre 2025 aux seuls logements classés E, F ou G/);
    const filed2025 = (await answer('mpr', { ...WALL, operation: { surface: 40, insulation_side: 'exterieur' }, mpr: { application_date: '2025-12-20' } })).data;
    assert.deepEqual([filed2025.eligible, filed2025.amount, filed2025.scale.year], [true, 3000, 2025]);
  });

  it('the application date defaults to the day of the request; the quote’s date is the CEE’s only', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { data } = await answer('mpr', { fost_code: 'BAR-TH-171', housing: { department: '69' }, household: { size: 1, income: 15000 }, operation: { engagement_date: '2025-06-01' } });
    assert.deepEqual([data.applicationDate, data.scale.year], [today, Number(today.slice(0, 4))]);
  });

  it('refuses an application date outside the scales held, on its own key', async () => {
    const { status, errors } = await answer('mpr', { fost_code: 'BAR-TH-171', housing: { department: '69' }, household: { size: 1, income: 15000 }, mpr: { application_date: '2024-06-01' } });
    assert.equal(status, 422);
    assert.deepEqual(Object.keys(errors), ['mpr.application_date']);
    assert.match(errors['mpr.application_date'][0], /pour une demande déposée en 2025 ou en 2026 : le 1er juin 2024 n’en fait pas partie/);
  });

  it('an application dated inside the 2026 suspension (1 January – 22 February) is estimated as filed at the reopening, and says so', async () => {
    const body = { fost_code: 'BAR-TH-171', housing: { department: '69', main_residence: true, over_15_years: true }, household: { size: 1, income: 15000 } };
    for (const date of ['2026-01-01', '2026-02-01', '2026-02-22']) {
      const { data } = await answer('mpr', { ...body, mpr: { application_date: date } });
      assert.equal(data.eligible, true, date);
      assert.deepEqual(data.conditions[0], {
        key: 'mpr.application_date',
        text: 'pour une demande déposée à partir du 23 février 2026 : MaPrimeRénov’ n’a pris aucune nouvelle demande du 1er janvier 2026 au 22 février 2026',
      }, date);
    }
    const english = (await answer('mpr', { ...body, mpr: { application_date: '2026-02-01' } }, 'en')).data;
    assert.equal(english.conditions[0].text, 'for an application filed from February 23, 2026: MaPrimeRénov’ took no new applications from January 1, 2026 to February 22, 2026');
    for (const date of ['2025-12-31', '2026-02-23']) {
      const { data } = await answer('mpr', { ...body, mpr: { application_date: date } });
      assert.deepEqual(keys(data), [], date);
    }
  });
});

describe('MaPrimeRénov’ conditions: what the amount assumes', () => {
  it('the dwelling left at its defaults says both conditions with their keys, then the RGE professional and the Anah’s acknowledgement', async () => {
    const { data } = await answer('mpr', { fost_code: 'BAR-TH-171', housing: { department: '69' }, household: { size: 1, income: 15000 }, mpr: { application_date: '2026-03-01' } });
    assert.deepEqual(data.conditions, [
      { key: 'housing.main_residence', text: 'pour une résidence principale' },
      { key: 'housing.over_15_years', text: 'pour un logement construit il y a plus de 15 ans' },
      { text: RGE },
      { text: ANAH },
    ]);
  });

  it('answered, the dwelling is not said again; an energy audit asks no RGE works; a refused geste has no condition', async () => {
    const dwelling = { department: '69', main_residence: true, over_15_years: true };
    const heatPump = (await answer('mpr', { fost_code: 'BAR-TH-171', housing: dwelling, household: { size: 1, income: 15000 }, mpr: { application_date: '2026-03-01' } })).data;
    assert.deepEqual(texts(heatPump), [RGE, ANAH]);
    const audit = (await answer('mpr', { fost_code: 'MPR-AUDIT', housing: dwelling, household: { size: 1, income: 15000 }, mpr: { application_date: '2026-03-01' } })).data;
    assert.deepEqual(texts(audit), [ANAH]);
    const refused = (await answer('mpr', { fost_code: 'BAR-TH-171', housing: { ...dwelling, main_residence: false }, household: { size: 1, income: 15000 } })).data;
    assert.deepEqual([refused.eligible, refused.conditions], [false, undefined]);
  });

  it('attic insulation: the forfait names roof slopes and loft ceilings; a lost attic’s floor is refused with the reason, unanswered it is a condition', async () => {
    const body = { fost_code: 'BAR-EN-101', housing: { department: '69', main_residence: true, over_15_years: true }, household: { size: 1, income: 15000 } };
    const floor = (await answer('mpr', { ...body, operation: { surface: 40, attic_part: 'combles_perdus' } })).data;
    assert.deepEqual([floor.eligible, floor.amount], [false, 0]);
    assert.match(floor.reason, /^Le forfait MaPrimeRénov’ vise l’isolation des rampants de toiture et des plafonds de combles aménagés : l’isolation d’un plancher de combles perdus n’y ouvre pas droit/);
    // 25 €/m² (très modeste) × 40 m² = 1 000 €.
    const slopes = (await answer('mpr', { ...body, operation: { surface: 40, attic_part: 'rampants_plafonds' } })).data;
    assert.deepEqual([slopes.amount, texts(slopes)], [1000, [RGE, ANAH]]);
    const unsaid = (await answer('mpr', { ...body, operation: { surface: 40 } })).data;
    assert.equal(unsaid.amount, 1000);
    assert.deepEqual(keys(unsaid), ['operation.attic_part']);
  });
});
