// @ts-check
/**
 * Bearer tokens issued by `POST /token`, kept in memory with their expiry. Token values are never logged.
 */
import { randomBytes } from 'node:crypto';

export class TokenStore {
  /** @param {number} defaultTtlSeconds */
  constructor(defaultTtlSeconds) {
    this.defaultTtlSeconds = defaultTtlSeconds;
    this.ttlSeconds = defaultTtlSeconds;
    /** @type {Map<string, number>} token to expiry (epoch ms) */
    this.expiries = new Map();
    this.issued = 0;
  }

  reset() {
    this.ttlSeconds = this.defaultTtlSeconds;
    this.expiries.clear();
    this.issued = 0;
  }

  issue() {
    const token = randomBytes(24).toString('hex');
    this.expiries.set(token, Date.now() + this.ttlSeconds * 1000);
    this.issued += 1;
    return { access_token: token, token_type: 'Bearer', expires_in: this.ttlSeconds };
  }

  /** Every token issued so far stops working, so a test can force one 401. */
  expireAll() {
    for (const token of this.expiries.keys()) this.expiries.set(token, 0);
  }

  /**
   * True when the header carries a token this store issued and that has not expired.
   * @param {string | undefined} authorization
   */
  accepts(authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) return false;
    const expiry = this.expiries.get(/** @type {string} */ (match[1]));
    return expiry !== undefined && expiry > Date.now();
  }
}
