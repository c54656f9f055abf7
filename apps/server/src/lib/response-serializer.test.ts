import { activityEntry } from '@labstock/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

/** A one-route app answering `answer` under `schema`, as the server's routes are written. */
async function answerOf(schema: z.ZodType, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

const event = {
  activityId: 7,
  at: '2026-11-26T09:00:00.000Z',
  kind: 'loan-handed-out',
  actor: null,
  loaner: { loanerId: 2, name: 'Ida Hansen', auId: 'au100002' },
  componentId: 11,
  componentNumber: 3,
  componentTypeId: null,
  componentTypeName: 'Arduino Uno',
  componentTypeDeleted: false,
  loanId: 5,
  reservationId: null,
  before: null,
  after: { returnDate: '2026-12-10', reason: 'Project week' },
};

describe('the response serializer', () => {
  it('writes an answer as its schema describes it: nested people or null, free-form change records', async () => {
    const res = await answerOf(activityEntry, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(event);
  });

  it('leaves out whatever the schema does not declare, also inside nested objects', async () => {
    const res = await answerOf(activityEntry, {
      ...event,
      loaner: { ...event.loaner, email: 'ida@example.org' },
      internalNote: 'not for the caller',
    });
    expect(res.json()).toEqual(event);
    expect(res.body).not.toContain('ida@example.org');
    expect(res.body).not.toContain('internalNote');
  });

  it('answers 500 without the data when a required field is missing', async () => {
    const { loanerId: _, ...withoutId } = event.loaner;
    const res = await answerOf(z.object({ loaner: z.object({ loanerId: z.number(), name: z.string() }) }), {
      loaner: withoutId,
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Ida Hansen');
  });
});
