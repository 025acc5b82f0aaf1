/**
 * What an address answers of the questions the service asks: département, postcode, commune, Île-de-France, climate
 * zone. A pure function of the API core, like `dpeValues` (docs/contract.md, "Address and DPE").
 */
import type { Address } from './geocoder.js';
import { climateZoneOf, isIleDeFrance } from './climate-zone.js';
import { fill, named, type AskedKey, type HomeValues } from './home-values.js';

/**
 * The keys an address answers: département, postcode, commune (INSEE code or name), Île-de-France, climate zone. A
 * place known only by its département and postcode (a postcode typed) fills what they answer.
 */
export function addressValues(address: Pick<Address, 'departement'> & Partial<Address>, asked: readonly AskedKey[]): HomeValues {
  const zone = climateZoneOf(address.departement);
  const ileDeFrance = isIleDeFrance(address.departement);
  return fill(asked, (key) => {
    if (named(key, 'department|departement|code_departement')) return address.departement;
    if (named(key, 'postcode|postal_code|zipcode|code_postal')) return address.postcode;
    if (named(key, 'city|city_name|nom_commune')) return address.city;
    if (named(key, 'citycode|insee|code_insee|commune')) return address.citycode;
    if (named(key, 'ile_de_france|idf')) return ileDeFrance;
    if (named(key, 'region')) return ileDeFrance ? 'ile_de_france' : 'hors_ile_de_france';
    if (named(key, 'climate_zone|zone_climatique')) return zone;
    return undefined;
  });
}

