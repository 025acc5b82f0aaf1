// French words an English sentence must not use where an English one exists (issue #26): the English page says
// "standard operation sheet", "flat rate", "quote"… The proper names MaPrimeRénov’ and Coup de pouce, and
// "département" (which the English words explain as a French administrative area), stay.
export const FRENCH_TERMS = /\b(fiche|forfait|devis|TTC|précarité|barème|ménage|chantier|logement|revenu|travaux|zone climatique|chaudière|combles|particulier)s?\b|\bpar geste\b/i;
