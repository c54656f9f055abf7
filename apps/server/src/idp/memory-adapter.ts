import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  model: string;
  payload: AdapterPayload;
  /** Epoch milliseconds; undefined for entries without expiry. */
  expiresAt?: number;
}

/** Expired entries are swept after this many writes, so the store does not grow without bound. */
const SWEEP_EVERY_WRITES = 200;

/**
 * The provider's storage (sessions, interactions, grants, codes, tokens) in this process's memory.
 * oidc-provider's built-in memory adapter is one store shared by every provider in the process and warns on
 * each start; this one belongs to one provider, so each app (and each test app) has its own sign-ins.
 * A restart signs everybody out, which is fine for a development provider. Lookups other than by id scan
 * the store: a development provider holds a handful of entries.
 */
export function createMemoryAdapterFactory(now: () => number = Date.now): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  let writes = 0;

  const isLive = (entry: Entry) => entry.expiresAt === undefined || entry.expiresAt > now();
  const sweep = () => {
    for (const [key, entry] of entries) if (!isLive(entry)) entries.delete(key);
  };
  const findWhere = (match: (entry: Entry) => boolean) => {
    for (const entry of entries.values()) if (isLive(entry) && match(entry)) return entry.payload;
    return undefined;
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    const find = (id: string) => {
      const entry = entries.get(keyOf(id));
      return entry && isLive(entry) ? entry.payload : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        entries.set(keyOf(id), { model, payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : undefined });
        writes += 1;
        if (writes % SWEEP_EVERY_WRITES === 0) sweep();
      },
      async find(id) {
        return find(id);
      },
      async findByUid(uid) {
        return findWhere((entry) => entry.model === model && entry.payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return findWhere((entry) => entry.model === model && entry.payload.userCode === userCode);
      },
      async consume(id) {
        const payload = find(id);
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
      },
    };
  };
}
