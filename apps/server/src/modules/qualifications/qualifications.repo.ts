import {
  type Grant,
  isGrantValid,
  type Qualification,
  type RequiredQualification,
  type TrainingRequest,
  TrainingRequestStatus,
} from '@labstock/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { anyOfTypes, grantExpiresOnSql, typeRequirementsSql } from '../../db/lending-definitions.js';
import {
  categoryQualifications,
  componentTypeQualifications,
  loaners,
  qualificationGrants,
  qualifications,
  trainingRequests,
} from '../../db/schema.js';
import { withPageWindow } from '../../lib/paged-select.js';
import type { Page, PageRequest } from '../../lib/pagination.js';
import { loanerSummaryColumns, toLoanerSummary } from '../lending/index.js';

const columns = {
  qualificationId: qualifications.id,
  name: qualifications.name,
  description: qualifications.description,
  validForDays: qualifications.validForDays,
};

/** Every qualification in name order (the list is short: the lab's trainings). */
export async function findQualificationPage(executor: Executor, page: PageRequest): Promise<Page<Qualification>> {
  const rows = executor
    .select(columns)
    .from(qualifications)
    .orderBy(sql`lower(${qualifications.name})`, asc(qualifications.id))
    .$dynamic();
  const [items, total] = await Promise.all([withPageWindow(rows, page), executor.$count(qualifications)]);
  return { items, total };
}

type QualificationValues = Omit<Qualification, 'qualificationId'>;

export async function insertQualification(executor: Executor, values: QualificationValues) {
  const [created] = await executor.insert(qualifications).values(values).returning(columns);
  return created;
}

export async function updateQualificationRow(executor: Executor, id: number, values: QualificationValues) {
  const [updated] = await executor
    .update(qualifications)
    .set(values)
    .where(eq(qualifications.id, id))
    .returning(columns);
  return updated;
}

/** Locks the qualification's row: a concurrent requirement on it or grant of it waits for the answer. */
export async function lockQualification(executor: Executor, id: number): Promise<Qualification | undefined> {
  const [row] = await executor.select(columns).from(qualifications).where(eq(qualifications.id, id)).for('update');
  return row;
}

export async function findQualification(executor: Executor, id: number): Promise<Qualification | undefined> {
  const [row] = await executor.select(columns).from(qualifications).where(eq(qualifications.id, id));
  return row;
}

/** The ids, of those given, of qualifications that exist, locked against deletion until the transaction ends. */
export async function lockExistingQualifications(executor: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: qualifications.id })
    .from(qualifications)
    .where(inArray(qualifications.id, [...ids]))
    .orderBy(asc(qualifications.id))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

/** How many categories and types require the qualification. */
export async function countRequirementsOf(executor: Executor, id: number) {
  const [[categories], [types]] = await Promise.all([
    executor.select({ n: count() }).from(categoryQualifications).where(eq(categoryQualifications.qualificationId, id)),
    executor
      .select({ n: count() })
      .from(componentTypeQualifications)
      .where(eq(componentTypeQualifications.qualificationId, id)),
  ]);
  return { categories: categories?.n ?? 0, types: types?.n ?? 0 };
}

export async function deleteQualificationRow(executor: Executor, id: number): Promise<void> {
  await executor.delete(qualifications).where(eq(qualifications.id, id));
}

/** Every grant of the qualification gets the expiry its (new) validity gives it. */
export async function rewriteExpiryOfGrants(executor: Executor, id: number): Promise<void> {
  await executor
    .update(qualificationGrants)
    .set({ expiresOn: grantExpiresOnSql(qualificationGrants.grantedOn, qualificationGrants.qualificationId) })
    .where(eq(qualificationGrants.qualificationId, id));
}

/** Sets the category's required qualifications to exactly these. */
export async function setQualificationsOfCategory(executor: Executor, categoryId: number, ids: readonly number[]) {
  await executor.delete(categoryQualifications).where(eq(categoryQualifications.categoryId, categoryId));
  if (ids.length > 0) {
    await executor
      .insert(categoryQualifications)
      .values(ids.map((qualificationId) => ({ categoryId, qualificationId })));
  }
}

/** Sets the type's own required qualifications to exactly these. */
export async function setQualificationsOfType(executor: Executor, componentTypeId: number, ids: readonly number[]) {
  await executor
    .delete(componentTypeQualifications)
    .where(eq(componentTypeQualifications.componentTypeId, componentTypeId));
  if (ids.length > 0) {
    await executor
      .insert(componentTypeQualifications)
      .values(ids.map((qualificationId) => ({ componentTypeId, qualificationId })));
  }
}

/** The categories' required qualification ids, in id order (a category with none has no entry). */
export async function qualificationIdsOfCategories(
  executor: Executor,
  categoryIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await executor
    .select({ categoryId: categoryQualifications.categoryId, qualificationId: categoryQualifications.qualificationId })
    .from(categoryQualifications)
    .where(inArray(categoryQualifications.categoryId, [...categoryIds]))
    .orderBy(asc(categoryQualifications.qualificationId));
  const byCategory = new Map<number, number[]>();
  for (const row of rows)
    byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row.qualificationId]);
  return byCategory;
}

/**
 * What each of the types needs (its own and its categories' qualifications), in name order, each with whether the
 * viewer holds it valid on `today`, the expiry of their grant, and whether the type requires it itself (a type
 * needing none has no entry).
 */
export async function requiredQualificationsOfTypes(
  executor: Executor,
  componentTypeIds: readonly number[],
  viewerId: number,
  today: string,
): Promise<Map<number, RequiredQualification[]>> {
  if (componentTypeIds.length === 0) return new Map();
  const result = (await executor.execute(sql`select needed.component_type_id as "componentTypeId",
      ${qualifications.id} as "qualificationId", ${qualifications.name} as name,
      ${qualificationGrants.grantedOn}::text as "grantedOn", ${qualificationGrants.expiresOn}::text as "expiresOn",
      exists (select 1 from ${componentTypeQualifications}
        where ${componentTypeQualifications.componentTypeId} = needed.component_type_id
          and ${componentTypeQualifications.qualificationId} = needed.qualification_id) as own
    from ${typeRequirementsSql(anyOfTypes(componentTypeIds))} needed
    join ${qualifications} on ${qualifications.id} = needed.qualification_id
    left join ${qualificationGrants} on ${qualificationGrants.qualificationId} = needed.qualification_id
      and ${qualificationGrants.loanerId} = ${viewerId}
    order by lower(${qualifications.name}), ${qualifications.id}`)) as {
    rows: {
      componentTypeId: number;
      qualificationId: number;
      name: string;
      grantedOn: string | null;
      expiresOn: string | null;
      own: boolean;
    }[];
  };
  const byType = new Map<number, RequiredQualification[]>();
  for (const { componentTypeId, qualificationId, name, grantedOn, expiresOn, own } of result.rows) {
    const held = grantedOn !== null && isGrantValid({ grantedOn, expiresOn }, today);
    const needed = { qualificationId, name, held, expiresOn, own };
    byType.set(componentTypeId, [...(byType.get(componentTypeId) ?? []), needed]);
  }
  return byType;
}

const grantColumns = {
  grantId: qualificationGrants.id,
  qualificationId: qualificationGrants.qualificationId,
  name: qualifications.name,
  grantedOn: qualificationGrants.grantedOn,
  expiresOn: qualificationGrants.expiresOn,
  grantedBy: sql<string | null>`(select nullif(trim(${loaners.firstName} || ' ' || ${loaners.lastName}), '')
    from ${loaners} where ${loaners.id} = ${qualificationGrants.grantedBy})`,
};

const toGrant = (row: {
  qualificationId: number;
  name: string;
  grantedOn: string;
  expiresOn: string | null;
  grantedBy: string | null;
}): Grant => ({
  qualificationId: row.qualificationId,
  name: row.name,
  grantedOn: row.grantedOn,
  expiresOn: row.expiresOn,
  grantedBy: row.grantedBy,
});

function selectGrants(executor: Executor, where: SQL | undefined) {
  return executor
    .select(grantColumns)
    .from(qualificationGrants)
    .innerJoin(qualifications, eq(qualifications.id, qualificationGrants.qualificationId))
    .where(where)
    .orderBy(sql`lower(${qualifications.name})`, asc(qualifications.id));
}

/** The loaner's grants, expired ones too, in the qualifications' name order. */
export async function findGrantsOf(executor: Executor, loanerId: number): Promise<Grant[]> {
  return (await selectGrants(executor, eq(qualificationGrants.loanerId, loanerId))).map(toGrant);
}

export async function findGrant(executor: Executor, loanerId: number, qualificationId: number) {
  const [row] = await selectGrants(executor, grantOf(loanerId, qualificationId));
  return row && { ...toGrant(row), grantId: row.grantId };
}

const grantOf = (loanerId: number, qualificationId: number) =>
  and(eq(qualificationGrants.loanerId, loanerId), eq(qualificationGrants.qualificationId, qualificationId));

/**
 * Grants the qualification to the loaner from `grantedOn`, its expiry given by the qualification's validity;
 * a grant they already had is replaced (renewed).
 */
export async function upsertGrant(
  executor: Executor,
  values: { loanerId: number; qualificationId: number; grantedOn: string; grantedBy: number | null; grantedAt: Date },
): Promise<void> {
  const expiresOn = grantExpiresOnSql(sql`${values.grantedOn}::date`, sql`${values.qualificationId}::integer`);
  await executor
    .insert(qualificationGrants)
    .values({ ...values, expiresOn })
    .onConflictDoUpdate({
      target: [qualificationGrants.loanerId, qualificationGrants.qualificationId],
      set: { grantedOn: values.grantedOn, expiresOn, grantedBy: values.grantedBy, grantedAt: values.grantedAt },
    });
}

/** Deletes the loaner's grant; false when they had none. */
export async function deleteGrant(executor: Executor, loanerId: number, qualificationId: number): Promise<boolean> {
  const deleted = await executor
    .delete(qualificationGrants)
    .where(grantOf(loanerId, qualificationId))
    .returning({ id: qualificationGrants.id });
  return deleted.length > 0;
}

/**
 * Locks the loaner's row FOR UPDATE: lending's checks of the loaner (a hand-out's KEY SHARE lock, a reserve's
 * count lock) wait for a grant or revoke, and it for them. Answers the loaner's name, undefined when none.
 */
export async function lockLoanerForGrants(executor: Executor, loanerId: number) {
  const [row] = await executor
    .select({ firstName: loaners.firstName, lastName: loaners.lastName, auId: loaners.auId })
    .from(loaners)
    .where(eq(loaners.id, loanerId))
    .for('update');
  return row;
}

export async function loanerExists(executor: Executor, loanerId: number): Promise<boolean> {
  return (await executor.$count(loaners, eq(loaners.id, loanerId))) > 0;
}

/** The loaner holds a grant of the qualification valid without end. */
export async function holdsWithoutEnd(executor: Executor, loanerId: number, qualificationId: number) {
  const [row] = await executor
    .select({ id: qualificationGrants.id })
    .from(qualificationGrants)
    .where(and(grantOf(loanerId, qualificationId), sql`${qualificationGrants.expiresOn} is null`));
  return row !== undefined;
}

const requestColumns = {
  trainingRequestId: trainingRequests.id,
  qualificationId: trainingRequests.qualificationId,
  qualificationName: qualifications.name,
  status: trainingRequests.status,
  reason: trainingRequests.reason,
  requestedAt: trainingRequests.requestedAt,
  decidedAt: trainingRequests.decidedAt,
  loanerId: trainingRequests.loanerId,
};

function selectRequests(executor: Executor, today: string) {
  return executor
    .select({ ...requestColumns, loaner: loanerSummaryColumns(today) })
    .from(trainingRequests)
    .innerJoin(qualifications, eq(qualifications.id, trainingRequests.qualificationId))
    .innerJoin(loaners, eq(loaners.id, trainingRequests.loanerId))
    .$dynamic();
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

const toTrainingRequest = (row: RequestRow): TrainingRequest => ({
  trainingRequestId: row.trainingRequestId,
  qualificationId: row.qualificationId,
  qualificationName: row.qualificationName,
  status: row.status as TrainingRequestStatus,
  reason: row.reason,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  loaner: toLoanerSummary(row.loaner),
});

/** A page of the training requests of the status (every status when none), the oldest first. */
export async function listTrainingRequests(
  executor: Executor,
  status: TrainingRequestStatus | undefined,
  page: PageRequest,
  today: string,
): Promise<Page<TrainingRequest>> {
  const where = status ? eq(trainingRequests.status, status) : undefined;
  const rows = selectRequests(executor, today).where(where).orderBy(asc(trainingRequests.id));
  const [items, total] = await Promise.all([withPageWindow(rows, page), executor.$count(trainingRequests, where)]);
  return { items: items.map(toTrainingRequest), total };
}

export async function findTrainingRequest(executor: Executor, id: number, today: string) {
  const [row] = await selectRequests(executor, today).where(eq(trainingRequests.id, id));
  return row && toTrainingRequest(row);
}

/** Opens the loaner's request; undefined when one of theirs for the qualification is open already. */
export async function insertTrainingRequest(
  executor: Executor,
  values: { loanerId: number; qualificationId: number; requestedAt: Date },
): Promise<number | undefined> {
  const [row] = await executor
    .insert(trainingRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: trainingRequests.id });
  return row?.id;
}

/** Locks the request: one decision of it at a time. */
export async function lockTrainingRequest(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      loanerId: trainingRequests.loanerId,
      qualificationId: trainingRequests.qualificationId,
      status: trainingRequests.status,
    })
    .from(trainingRequests)
    .where(eq(trainingRequests.id, id))
    .for('update');
  return row;
}

/** Closes the loaner's open request of the qualification (there is at most one), as the decision says. */
export async function closeOpenRequest(
  executor: Executor,
  loanerId: number,
  qualificationId: number,
  decision: { status: TrainingRequestStatus; reason: string | null; decidedBy: number | null; decidedAt: Date },
): Promise<void> {
  await executor
    .update(trainingRequests)
    .set(decision)
    .where(
      and(
        eq(trainingRequests.loanerId, loanerId),
        eq(trainingRequests.qualificationId, qualificationId),
        eq(trainingRequests.status, TrainingRequestStatus.Open),
      ),
    );
}
