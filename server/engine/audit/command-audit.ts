// The unit commands that pass through the server (the proxy or the simulator): who sent them
// (endpoint 1 with the caller's own token, cached), the unit, the action and the service's status
// go into the audit log after the answer has left, so the answer is neither slowed nor changed.
import type { Engine } from '../engine.ts';

export interface CommandSeen {
  method: string;
  /** The service path, without /api (e.g. /v2/equipment/<guid>/controller/reset). */
  path: string;
  authorization: string | null;
  company: string | null;
  status: number;
  /** Parsed PATCH body (JSON Patch ops), when small enough to read. */
  body?: unknown;
}

const COMMAND = /^\/v2\/equipment\/([^/]+)\/(information|controller\/reset|controller\/update)$/;
const ACTIONS: Record<string, string> = {
  information: 'equipment.information',
  'controller/reset': 'controller.reset',
  'controller/update': 'controller.update',
};

/** The audit action of a request, or undefined when it is not a command. */
export function commandOf(method: string, path: string) {
  const m = COMMAND.exec(path);
  if (!m) return undefined;
  const kind = m[2]!;
  if ((kind === 'information') !== (method === 'PATCH')) return undefined;
  if (kind !== 'information' && method !== 'PUT') return undefined;
  let guid: string;
  try {
    guid = decodeURIComponent(m[1]!);
  } catch {
    return undefined;
  }
  return { guid, action: ACTIONS[kind]! };
}

/** Which fields an information edit touched (paths only: never the values). */
const fieldsOf = (body: unknown) =>
  Array.isArray(body)
    ? body.flatMap((op: unknown) =>
        typeof op === 'object' && op && typeof (op as { path?: unknown }).path === 'string'
          ? [(op as { path: string }).path]
          : [],
      )
    : undefined;

export function commandAuditor(engine: Engine) {
  return async function record(seen: CommandSeen): Promise<void> {
    const command = commandOf(seen.method, seen.path);
    if (!command) return;
    const token = /^Bearer\s+(\S+)\s*$/i.exec(seen.authorization ?? '')?.[1];
    const user = token ? await engine.service.user(token).catch(() => null) : null;
    // A refused token did nothing on the service: nothing to record.
    if (!user) return;
    const unit = await engine.store.db
      .selectFrom('units')
      .select('company_guids')
      .where('guid', '=', command.guid)
      .executeTakeFirst();
    const fields = command.action === 'equipment.information' ? fieldsOf(seen.body) : undefined;
    await engine.audit.append({
      actor: { key: user.key, email: user.email, name: user.name },
      companyGuid: seen.company ?? unit?.company_guids[0] ?? null,
      unitGuid: command.guid,
      action: command.action,
      details: fields ? { fields } : {},
      outcome: String(seen.status),
    });
    await engine.publish({
      type: 'audit',
      companyGuids: unit?.company_guids ?? (seen.company ? [seen.company] : []),
      id: command.guid,
    });
  };
}
