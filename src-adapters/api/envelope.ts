import type { ServerEvent } from '@domain/ports/Api';
import { counted, type EnvelopeKey } from './endpoints';
import type { Envelope } from './wireSchemas';

/** The answer without the envelope keys its call reads itself (`Endpoint.owns`). */
export function withoutKeys(body: object, keys: readonly EnvelopeKey[]): object {
  if (keys.length === 0) return body;
  const rest: Record<string, unknown> = { ...body };
  for (const key of keys) delete rest[key];
  return rest;
}

/** What an answer's envelope carries for the stores (spec §7, processing every response). */
export function sideEvents(envelope: Envelope): ServerEvent[] {
  const events: ServerEvent[] = [];
  if (envelope.me) events.push({ type: 'me', me: envelope.me });
  if (envelope.balance !== undefined) events.push({ type: 'balance', balance: envelope.balance });
  if (envelope.tasks) events.push({ type: 'tasks', tasks: envelope.tasks.items, ...counted(envelope.tasks.leftOut) });
  if (envelope.cases) events.push({ type: 'cases', cases: envelope.cases.items, ...counted(envelope.cases.leftOut) });
  if (envelope.case) events.push({ type: 'case', details: envelope.case });
  if (envelope.inventory) events.push({ type: 'inventory', items: envelope.inventory.items, ...counted(envelope.inventory.leftOut) });
  if (envelope.alert) events.push({ type: 'alert', text: envelope.alert });
  if (envelope.notification) events.push({ type: 'notification', text: envelope.notification });
  return events;
}
