import { defineRoute, type AnyRoute } from '../../kit/route-definition.js';
import { asDraft, itemPatch } from '../../../../../application/itinerary/body-drafts.js';
import { CONTENT_WRITE, commandHandler } from './itinerary-responses.js';
import { ITEM_ADDED, itemRead, newItemLocation, type ItemRouteDependencies } from './item-routes.js';
import { ExpenseDto, PackingItemDto } from '../../../shapes/itinerary-parts.js';

const TAG = 'Packing and expenses (Pro)';
const PRO_EDITOR = { role: 'editor', pro: true } as const;
const ERRORS = ['notFound', 'forbidden', 'subscriptionRequired', 'validationFailed'] as const;

/** Packing items and expenses: Pro features (docs/interface.md "Packing and expenses"; plus packing POST). */
export const packingAndExpenseRoutes = (deps: ItemRouteDependencies): AnyRoute[] => [
  defineRoute({
    ...CONTENT_WRITE,
    method: 'POST',
    path: '/v1/itinerary/{id}/expenses',
    tag: TAG,
    summary: 'Append an expense',
    description: 'title, amount and currency (ISO 4217) are required. An id is generated if omitted.',
    access: PRO_EDITOR,
    idempotent: true,
    body: ExpenseDto,
    responses: ITEM_ADDED,
    errors: [...ERRORS],
    handler: commandHandler(
      deps,
      ({ body }) => ({ type: 'AddExpense', expense: asDraft(body) }),
      newItemLocation(deps.urls, 'expense'),
    ),
  }),
  itemRead(deps, { kind: 'expense', path: '/v1/itinerary/{id}/expense/{itemId}', tag: TAG, schema: 'Expense', noun: 'expense', pro: true }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'PATCH',
    path: '/v1/itinerary/{id}/expense/{itemId}',
    tag: TAG,
    summary: 'Merge-patch an expense',
    access: PRO_EDITOR,
    idempotent: true,
    body: ExpenseDto,
    errors: [...ERRORS],
    handler: commandHandler(deps, ({ params, body }) => ({
      type: 'ChangeExpense',
      expenseId: params.itemId!,
      patch: itemPatch(body),
    })),
  }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'DELETE',
    path: '/v1/itinerary/{id}/expense/{itemId}',
    tag: TAG,
    summary: 'Remove an expense',
    access: PRO_EDITOR,
    errors: ['notFound', 'forbidden', 'subscriptionRequired'],
    handler: commandHandler(deps, ({ params }) => ({ type: 'RemoveExpense', expenseId: params.itemId! })),
  }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'POST',
    path: '/v1/itinerary/{id}/packing',
    tag: TAG,
    summary: 'Append a packing item',
    description: 'name is required. An id is generated if omitted.',
    access: PRO_EDITOR,
    idempotent: true,
    body: PackingItemDto,
    responses: ITEM_ADDED,
    errors: [...ERRORS],
    handler: commandHandler(
      deps,
      ({ body }) => ({ type: 'AddPackingItem', item: asDraft(body) }),
      newItemLocation(deps.urls, 'packing'),
    ),
  }),
  itemRead(deps, { kind: 'packing', path: '/v1/itinerary/{id}/packing/{itemId}', tag: TAG, schema: 'PackingItem', noun: 'packing item', pro: true }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'PATCH',
    path: '/v1/itinerary/{id}/packing/{itemId}',
    tag: TAG,
    summary: 'Merge-patch a packing item',
    access: PRO_EDITOR,
    idempotent: true,
    body: PackingItemDto,
    errors: [...ERRORS],
    handler: commandHandler(deps, ({ params, body }) => ({
      type: 'ChangePackingItem',
      itemId: params.itemId!,
      patch: itemPatch(body),
    })),
  }),
  defineRoute({
    ...CONTENT_WRITE,
    method: 'DELETE',
    path: '/v1/itinerary/{id}/packing/{itemId}',
    tag: TAG,
    summary: 'Remove a packing item',
    access: PRO_EDITOR,
    errors: ['notFound', 'forbidden', 'subscriptionRequired'],
    handler: commandHandler(deps, ({ params }) => ({ type: 'RemovePackingItem', itemId: params.itemId! })),
  }),
];
