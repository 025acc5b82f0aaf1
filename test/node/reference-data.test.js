// @ts-check
/**
 * The sandbox's data say which version each figure belongs to, and vouch only for what was read (issue #34,
 * docs/contract.md « The service's answers: versions, dates and conditions »).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

/** @param {string} name @returns {any} */
const read = (name) => JSON.parse(readFileSync(new URL(`../../demo/sandbox/data/${name}`, import.meta.url), 'utf8'));

const fiches = read('fiches.json');
const reference = read('cee-reference.json');
const mpr = read('mpr.json');

/** @param {string} code @param {string} date */
function versionOn(code, date) {
  const versions = fiches.fiches[code].versions;
  const version = [...versions].reverse().find((/** @type {any} */ v) => v.validFrom <= date && (v.validTo === undefined || date <= v.validTo));
  return { version, tables: version.tablesOf ? versions.find((/** @type {any} */ v) => v.version === version.tablesOf).tables : version.tables };
}

describe('data/fiches.json', () => {
  it('holds 29 versions, 19 of them verified: BAR-TH-171 vA82-5 read, BAR-TH-172 vA82-5 not', () => {
    const all = Object.values(fiches.fiches).flatMap((/** @type {any} */ f) => f.versions);
    assert.deepEqual([all.length, all.filter((v) => v.verified).length], [29, 19]);
    assert.equal(versionOn('BAR-TH-171', '2026-09-01').version.verified, true);
    assert.equal(versionOn('BAR-TH-172', '2026-09-01').version.verified, false);
  });

  it('gives every verified version a source, every unverified one its reason in both languages, every unread day its note', () => {
    for (const [code, fiche] of Object.entries(fiches.fiches)) {
      for (const v of /** @type {any[]} */ (fiche.versions)) {
        assert.ok(v.source.length > 0, `${code} ${v.version}`);
        if (!v.verified) assert.ok(v.unverified?.fr && v.unverified?.en, `${code} ${v.version}`);
        if (v.validFromRead === false) assert.ok(v.validFromNote, `${code} ${v.version}`);
        if (v.validToRead === false) assert.ok(v.validToNote, `${code} ${v.version}`);
      }
    }
  });

  it('says an abrogation’s day only when read (none is): the 404s name none', () => {
    assert.deepEqual(Object.entries(fiches.abrogated).map(([code, a]) => [code, /** @type {any} */ (a).verified]),
      [['BAR-TH-104', false], ['BAR-TH-106', false], ['BAR-TH-164', false], ['IND-UT-136', false]]);
  });

  it('holds the 5th CEE period as read in décret n° 2021-712 (2022-01-01 to 2025-12-31)', () => {
    const fifth = fiches.periods.find((/** @type {any} */ p) => p.number === 5);
    assert.deepEqual([fifth.validFrom, fifth.validTo, fifth.verified], ['2022-01-01', '2025-12-31', true]);
    assert.match(fifth.source.title, /« La cinquième période d’obligation d’économies d’énergie s’étend du 1er janvier 2022 au 31 décembre 2025\. »/);
  });
});

describe('data/cee-reference.json: no superseded figure passed off as current', () => {
  it('names the version of every block of figures', () => {
    for (const operation of reference.operations) {
      if (operation.kwhcumac) assert.equal(typeof operation.kwhcumac.version, 'string', operation.code);
    }
  });

  it('holds the figures in force where its block says so: BAR-EN-101 H3 920 (vA64-6), BAR-TH-148 14 700 / 11 800 (vA78-4)', () => {
    const byCode = Object.fromEntries(reference.operations.map((/** @type {any} */ o) => [o.code, o]));
    assert.deepEqual(byCode['BAR-EN-101'].kwhcumac.perM2, versionOn('BAR-EN-101', '2026-11-27').tables.perM2);
    assert.deepEqual(byCode['BAR-EN-101'].kwhcumac.perM2, { H1: 1700, H2: 1400, H3: 920 });
    assert.deepEqual(byCode['BAR-TH-148'].kwhcumac.perUnit, versionOn('BAR-TH-148', '2026-11-27').tables.perUnit);
    assert.match(byCode['BAR-TH-148'].currentVersion, /^A78-4/);
    assert.doesNotMatch(byCode['BAR-TH-172'].currentVersion, /30\/06\/2028/);
    assert.match(byCode['BAR-TH-172'].currentVersion, /jusqu’au 31 décembre 2030/);
    assert.match(byCode['BAR-TH-171'].kwhcumac.version, /surfaceFactor \(5 tranches en maison, 7 en appartement\) : A55-1 et A74-3, remplacées le 2026-01-01/);
  });
});

describe('data/mpr.json', () => {
  it('holds the 2026 suspension as public sources give it, and the parcours accompagné clause right', () => {
    assert.deepEqual(mpr.suspensions.map((/** @type {any} */ s) => [s.from, s.to, s.reopened, s.verified]), [['2026-01-01', '2026-02-22', '2026-02-23', true]]);
    const walls = mpr.scales['2026'].forfaits.isolation_murs_exterieur_eur_m2.excluded.fr;
    assert.match(walls, /ouvert depuis le 30 septembre 2025 aux seuls logements classés E, F ou G/);
    assert.doesNotMatch(walls, /restent? aidés? dans un parcours accompagné\.?$/);
  });

  it('keeps the 2026 scale, its ceilings and the cap rates unverified, each with the reason', () => {
    const scale = mpr.scales['2026'];
    assert.deepEqual([scale.ceilings.verified, scale.forfaitsVerified, mpr.cap.verified, scale.validToRead], [false, false, false, false]);
    assert.match(scale.forfaitsNote.fr, /arrêté du 29 décembre 2022 \(article 3\)/);
    assert.match(mpr.cap.note, /le taux par catégorie n’a pas été lu/);
  });
});
